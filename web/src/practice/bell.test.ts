import { jest } from '@jest/globals';
import type * as Bell from './bell';

/** The Web Audio context as far as the bell uses it, its time moved by the test. */
class TestAudioContext {
  static made: TestAudioContext[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  readonly destination = {};
  readonly calls: string[] = [];

  constructor() {
    TestAudioContext.made.push(this);
  }

  resume(): Promise<void> {
    this.calls.push('resume');
    this.state = 'running';
    return Promise.resolve();
  }

  suspend(): Promise<void> {
    this.calls.push('suspend');
    this.state = 'suspended';
    return Promise.resolve();
  }

  createOscillator() {
    const node = { type: 'sine', frequency: { setValueAtTime: () => {} }, connect: (next: unknown) => next, start: () => {}, stop: () => {} };
    return node;
  }

  createGain() {
    return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, connect: (next: unknown) => next };
  }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the bell', () => {
  let bell: typeof Bell;
  let play: jest.SpiedFunction<HTMLMediaElement['play']>;

  beforeEach(async () => {
    jest.useFakeTimers();
    TestAudioContext.made = [];
    (globalThis as unknown as { AudioContext: unknown }).AudioContext = TestAudioContext;
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    // The bell keeps its context for the page's life: each case starts from a fresh page.
    jest.resetModules();
    bell = await import('./bell');
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (globalThis as unknown as { AudioContext?: unknown }).AudioContext;
  });

  it('readies its context on the press, then lets it rest rather than run for the whole sit', async () => {
    bell.primeBell();
    await settle();
    const [context] = TestAudioContext.made;
    expect(context!.calls).toEqual(['resume', 'suspend']);
    expect(context!.state).toBe('suspended');
  });

  it('keeps the context running while a drawn bell sounds, and rests it once the bell has died away', async () => {
    play.mockImplementation(() => Promise.reject(new Error('no recording')));
    bell.primeBell();
    await settle();
    const [context] = TestAudioContext.made;

    const ringing = bell.ringBell();
    await settle();
    await ringing;
    expect(TestAudioContext.made).toHaveLength(1);
    expect(context!.state).toBe('running');

    context!.currentTime += 2;
    jest.advanceTimersByTime(2_000);
    await settle();
    expect(context!.state).toBe('running');

    context!.currentTime += 1.2;
    jest.advanceTimersByTime(1_200);
    await settle();
    expect(context!.state).toBe('suspended');
    expect(context!.calls.slice(-2)).toEqual(['resume', 'suspend']);
  });

  it('does not let a rest asked for by the press silence a bell rung before it took effect', async () => {
    play.mockImplementation(() => Promise.reject(new Error('no recording')));
    const ringing = bell.ringBell();
    await settle();
    await ringing;
    const [context] = TestAudioContext.made;
    expect(context!.state).toBe('running');

    context!.currentTime += 3.1;
    jest.advanceTimersByTime(3_200);
    await settle();
    expect(context!.state).toBe('suspended');
  });
});
