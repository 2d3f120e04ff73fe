import { bestSample, CLOCK_SAMPLES_KEPT, ClockOffsetEstimator, clockSample } from './clockOffset';

const hour = 60 * 60_000;

describe('clock offset', () => {
  it('places the server reading half-way through the round trip', () => {
    // Sent at 1000 by the device, answered at 1100; the server read 5050 in between.
    expect(clockSample(1000, 5050, 1100)).toEqual({ offsetMs: 4000, roundTripMs: 100 });
  });

  it('learns nothing from a sample whose round trip went backwards or is not a number', () => {
    expect(clockSample(1000, 5000, 900)).toBeNull();
    expect(clockSample(1000, Number.NaN, 1100)).toBeNull();
  });

  it('trusts the sample with the least round trip, whatever its order', () => {
    const slow = { offsetMs: 2 * hour + 400, roundTripMs: 900 };
    const quick = { offsetMs: 2 * hour, roundTripMs: 20 };
    const middling = { offsetMs: 2 * hour - 150, roundTripMs: 300 };
    expect(bestSample([slow, quick, middling])).toBe(quick);
    expect(bestSample([middling, slow, quick])).toBe(quick);
    expect(bestSample([])).toBeNull();
  });

  it('takes the later of two samples as good as each other', () => {
    const earlier = { offsetMs: 0, roundTripMs: 2000 };
    const later = { offsetMs: 90_000, roundTripMs: 2000 };
    expect(bestSample([earlier, later])).toBe(later);
  });

  it("corrects a device clock hours wrong to the server's time within half the best round trip", () => {
    const serverAhead = 3 * hour;
    const estimator = new ClockOffsetEstimator();
    // The device is 3 hours behind; the way out and back are uneven on the slow samples.
    const exchanges = [
      { t0: 0, out: 400, back: 100 },
      { t0: 1000, out: 10, back: 12 },
      { t0: 2000, out: 50, back: 700 },
    ];
    for (const { t0, out, back } of exchanges) estimator.add(clockSample(t0, t0 + out + serverAhead, t0 + out + back));
    expect(Math.abs(estimator.serverNow(10_000) - (10_000 + serverAhead))).toBeLessThanOrEqual(11);
  });

  it("uses the device's own time before any sample", () => {
    expect(new ClockOffsetEstimator().serverNow(1234)).toBe(1234);
  });

  it('forgets old samples, so a device clock changed later is measured afresh', () => {
    const estimator = new ClockOffsetEstimator();
    estimator.add({ offsetMs: 0, roundTripMs: 5 });
    for (let i = 0; i < CLOCK_SAMPLES_KEPT; i++) estimator.add({ offsetMs: hour, roundTripMs: 50 });
    expect(estimator.estimate()).toEqual({ offsetMs: hour, roundTripMs: 50 });
  });

  it('uses a rough reading only until a measured sample exists, however long that round trip', () => {
    const estimator = new ClockOffsetEstimator();
    estimator.addRough({ offsetMs: hour + 900, roundTripMs: 2000 });
    expect(estimator.estimate()).toEqual({ offsetMs: hour + 900, roundTripMs: 2000 });
    estimator.add({ offsetMs: hour, roundTripMs: 3500 });
    expect(estimator.estimate()).toEqual({ offsetMs: hour, roundTripMs: 3500 });
    // Nor does a later rough reading displace it, even after the clock was changed.
    estimator.clockChanged();
    estimator.addRough({ offsetMs: 2 * hour + 900, roundTripMs: 2000 });
    expect(estimator.estimate()).toEqual({ offsetMs: hour, roundTripMs: 3500 });
    estimator.add({ offsetMs: 2 * hour, roundTripMs: 4000 });
    expect(estimator.estimate()).toEqual({ offsetMs: 2 * hour, roundTripMs: 4000 });
  });

  it('tells subscribers when a sample arrives', () => {
    const estimator = new ClockOffsetEstimator();
    let heard = 0;
    const unsubscribe = estimator.subscribe(() => (heard += 1));
    estimator.add({ offsetMs: 1, roundTripMs: 1 });
    estimator.add(null);
    unsubscribe();
    estimator.add({ offsetMs: 1, roundTripMs: 1 });
    expect(heard).toBe(1);
  });

  it('trusts only new measurements once the clock measured was set, even against quicker old ones', () => {
    const estimator = new ClockOffsetEstimator();
    estimator.add({ offsetMs: 1000, roundTripMs: 2 });
    estimator.clockChanged();
    // Until a new measurement arrives, the old one is all there is.
    expect(estimator.estimate()).toEqual({ offsetMs: 1000, roundTripMs: 2 });
    estimator.add({ offsetMs: 61_000, roundTripMs: 40 });
    estimator.add({ offsetMs: 61_010, roundTripMs: 60 });
    expect(estimator.estimate()).toEqual({ offsetMs: 61_000, roundTripMs: 40 });
  });
});
