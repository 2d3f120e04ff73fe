/**
 * How far this device's clock is from the server's, measured the way NTP does:
 * the client notes when it sent a request (t0) and when the answer came (t1),
 * the server says what its clock read in between. Assuming the answer took as
 * long to come back as the request took to go, the server read its clock at
 * the client's t0 + rtt / 2, so offset = serverTime - (t0 + rtt / 2). The
 * error of one sample is at most half its round trip, which is why the sample
 * with the shortest round trip is the one to trust.
 */
export interface ClockSample {
  /** Add to the device's time to get the server's. */
  offsetMs: number;
  roundTripMs: number;
}

export function clockSample(t0: number, serverTime: number, t1: number): ClockSample | null {
  const roundTripMs = t1 - t0;
  // A negative round trip means the device clock was set back mid-request: nothing can be learnt from it.
  if (!Number.isFinite(roundTripMs) || !Number.isFinite(serverTime) || roundTripMs < 0) return null;
  return { offsetMs: serverTime - (t0 + roundTripMs / 2), roundTripMs };
}

/** The sample with the least round trip, the latest of equals (the clock may have been changed since), or null when there is none. */
export function bestSample(samples: readonly ClockSample[]): ClockSample | null {
  let best: ClockSample | null = null;
  for (const sample of samples) if (!best || sample.roundTripMs <= best.roundTripMs) best = sample;
  return best;
}

/** How many recent samples are weighed: enough for both bursts of one measurement (see live/socket). */
export const CLOCK_SAMPLES_KEPT = 16;

/**
 * The running estimate: the best of the last few samples. Old samples drop
 * out, so a device clock that is changed while the page is open is noticed
 * by the next burst rather than outvoted by a good sample from before.
 */
export class ClockOffsetEstimator {
  private samples: ClockSample[] = [];
  private rough: ClockSample | null = null;
  private readonly listeners = new Set<() => void>();

  private stale = false;

  add(sample: ClockSample | null): void {
    if (!sample) return;
    this.samples = this.stale ? [sample] : [...this.samples, sample].slice(-CLOCK_SAMPLES_KEPT);
    this.stale = false;
    this.notify();
  }

  /**
   * A reading whose error is not bounded by a measured round trip (a page's answer that says how
   * many whole seconds are left): used only while no measured sample exists, never in place of one.
   */
  addRough(sample: ClockSample): void {
    this.rough = sample;
    if (this.samples.length === 0) this.notify();
  }

  /**
   * The clock measured was set: the samples so far stay in use until the first new one arrives,
   * which then replaces them all, however short their round trips were.
   */
  clockChanged(): void {
    this.stale = true;
  }

  /** The offset to trust, or null before any reading. */
  estimate(): ClockSample | null {
    return bestSample(this.samples) ?? this.rough;
  }

  /** The server's time now by this device's clock and the best offset (the device's own time before any sample). */
  serverNow(deviceNow: number = Date.now()): number {
    return deviceNow + (this.estimate()?.offsetMs ?? 0);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
