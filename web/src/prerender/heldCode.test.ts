import { jest } from '@jest/globals';
import { HELD_CODE_ID, HELD_CODE_LATEST_MS, START_HELD_CODE } from './document';

// When a prerendered page's own script puts the app's code to work: once the page's content has
// been painted, never while only its background or part of it has been.
describe("a prerendered page's held code", () => {
  let frames: FrameRequestCallback[];
  let readyState: DocumentReadyState;
  /** What the page has asked to hear of paints; undefined where the browser reports none. */
  let paintObserver: { callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void; disconnected: boolean } | undefined;

  /** A browser that reports paints to the page, as Chromium, Firefox and Safari do. */
  class ReportedPaints {
    static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: NonNullable<typeof paintObserver>['callback']) {
      paintObserver = { callback, disconnected: false };
    }
    observe(options: { type: string; buffered: boolean }): void {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    paintObserver = undefined;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    document.head.innerHTML = `<template id="${HELD_CODE_ID}"><meta name="held-code"></template>`;
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  /** Runs the page's script as the page does: an inline script in its head. */
  function runPageScript(): void {
    const script = document.createElement('script');
    script.textContent = START_HELD_CODE;
    document.head.appendChild(script);
  }

  const started = () => document.head.querySelectorAll('meta[name="held-code"]').length;

  /** The browser paints a frame: what asked for it runs, then the frame is drawn and timers due run after. */
  function paintFrame(contentful = false): void {
    const due = frames.splice(0);
    for (const callback of due) callback(performance.now());
    jest.advanceTimersByTime(16);
    if (paintObserver && !paintObserver.disconnected) {
      const entries = contentful ? [{ name: 'first-contentful-paint' }] : [{ name: 'first-paint' }];
      paintObserver.callback({ getEntriesByName: (name) => entries.filter((entry) => entry.name === name) }, { disconnect: () => (paintObserver!.disconnected = true) });
    }
  }

  describe('where the browser reports paints', () => {
    beforeEach(() => {
      Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: ReportedPaints });
    });

    it('waits through frames that show no content yet, even once the document has been read', () => {
      readyState = 'loading';
      runPageScript();
      paintFrame();
      readyState = 'interactive';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      paintFrame();
      paintFrame();
      expect(started()).toBe(0);

      paintFrame(true);
      expect(started()).toBe(1);
      expect(paintObserver!.disconnected).toBe(true);
      // The backstop does not start it twice.
      jest.advanceTimersByTime(HELD_CODE_LATEST_MS);
      expect(started()).toBe(1);
    });

    it('starts at the latest after a while when no content is reported painted (a tab in the background)', () => {
      readyState = 'loading';
      runPageScript();
      jest.advanceTimersByTime(HELD_CODE_LATEST_MS - 1);
      expect(started()).toBe(0);
      jest.advanceTimersByTime(1);
      expect(started()).toBe(1);
    });
  });

  describe('where the browser reports no paints', () => {
    it('waits while the document is still being read, however many frames are painted', () => {
      readyState = 'loading';
      runPageScript();
      paintFrame();
      paintFrame();
      expect(frames).toHaveLength(0);
      expect(started()).toBe(0);

      readyState = 'interactive';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toBe(0);
      paintFrame();
      expect(started()).toBe(1);
    });

    it('starts after the next frame when the document has already been read', () => {
      readyState = 'interactive';
      runPageScript();
      expect(started()).toBe(0);
      paintFrame();
      expect(started()).toBe(1);
    });
  });
});
