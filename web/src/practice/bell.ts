/**
 * The bell that closes a meditation: a recorded bowl at volume 0.7, or, when
 * the recording cannot play, a two-tone bell drawn with the Web Audio API.
 */
export const BELL_URL = '/sounds/bell.mp3';
export const BELL_VOLUME = 0.7;
/** The soft bell between the minutes of a sit: the same bowl, further away. */
export const INTERVAL_BELL_VOLUME = 0.25;

type AudioContextConstructor = typeof AudioContext;

let audio: HTMLAudioElement | null = null;
/** Its own element, so a soft bell never cuts short or quietens the closing one. */
let softAudio: HTMLAudioElement | null = null;
let context: AudioContext | null = null;
/** The context's time at which the last bell drawn on it has died away. */
let soundingUntil = 0;
let restTimer: ReturnType<typeof setTimeout> | null = null;

function audioContextClass(): AudioContextConstructor | undefined {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * Called from the Begin press: browsers only let a page make sound after a
 * person has interacted, so the bell is readied while that permission is fresh.
 */
export function primeBell(): void {
  try {
    if (!audio && typeof Audio !== 'undefined') {
      audio = new Audio(BELL_URL);
      audio.preload = 'auto';
      audio.volume = BELL_VOLUME;
    }
    const Context = audioContextClass();
    if (!context && Context) context = new Context();
    // Resumed while the press lets it be, so that a bell drawn later may sound; then it rests.
    const primed = context;
    void primed
      ?.resume()
      .then(() => rest(primed))
      .catch(() => {});
  } catch {
    // Without audio the meditation still ends; the toast says so.
  }
}

function tone(ctx: AudioContext, frequency: number, start: number, length: number, peak: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length);
}

/**
 * Suspends the context once no bell is sounding on it. A running context keeps the device's
 * audio output awake, a few hundred times a second, for as long as the page is open: on a phone
 * that is battery, and on a machine showing many pages, the time their timers need.
 */
function rest(ctx: AudioContext): void {
  if (restTimer) clearTimeout(restTimer);
  restTimer = null;
  if (ctx.state !== 'running') return;
  const left = soundingUntil - ctx.currentTime;
  if (left > 0) {
    restTimer = setTimeout(() => rest(ctx), Math.ceil(left * 1000) + 100);
    return;
  }
  void ctx.suspend().catch(() => {});
}

/** 440 Hz for 3 s, and 880 Hz for 2.5 s starting 0.1 s later. */
export function synthesizedBell(ctx: AudioContext, volume = BELL_VOLUME): void {
  const now = ctx.currentTime;
  tone(ctx, 440, now, 3, 0.3 * volume);
  tone(ctx, 880, now + 0.1, 2.5, 0.15 * volume);
  soundingUntil = Math.max(soundingUntil, now + 3);
}

export async function ringBell(): Promise<void> {
  try {
    primeBell();
    if (!audio) throw new Error('no audio element');
    audio.currentTime = 0;
    audio.volume = BELL_VOLUME;
    await audio.play();
  } catch {
    await drawBell(BELL_VOLUME);
  }
}

/** The soft bell that marks the minutes during a sit, when the person asked for one. */
export async function ringIntervalBell(): Promise<void> {
  try {
    if (!softAudio && typeof Audio !== 'undefined') softAudio = new Audio(BELL_URL);
    if (!softAudio) throw new Error('no audio element');
    softAudio.currentTime = 0;
    softAudio.volume = INTERVAL_BELL_VOLUME;
    await softAudio.play();
  } catch {
    await drawBell(INTERVAL_BELL_VOLUME);
  }
}

/** The two-tone bell, when the recording cannot play. */
async function drawBell(volume: number): Promise<void> {
  try {
    const Context = audioContextClass();
    context ??= Context ? new Context() : null;
    if (!context) return;
    // Drawn before the context wakes, so that a rest already asked for finds a bell sounding.
    synthesizedBell(context, volume);
    await context.resume();
    rest(context);
  } catch (error) {
    console.warn('The bell could not sound', error);
  }
}
