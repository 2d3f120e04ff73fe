import { BatchEstimate } from './batch-estimate.js';

describe("a batch's estimate", () => {
  it('lets each operation on only once every one has reported, with the total', async () => {
    const batch = new BatchEstimate(3);
    let settled = 0;
    const first = batch.add(10).then((total) => ((settled += 1), total));
    const second = batch.add(5).then((total) => ((settled += 1), total));
    await Promise.resolve();
    expect(settled).toBe(0);
    batch.skip();
    expect(await Promise.all([first, second])).toEqual([15, 15]);
  });

  it('lets those waiting go, over any budget, when the request ends before the others were heard of', async () => {
    const batch = new BatchEstimate(2);
    const waiting = batch.add(1);
    batch.abandon();
    expect(await waiting).toBe(Number.POSITIVE_INFINITY);
    // An answered batch's close changes nothing.
    const whole = new BatchEstimate(1);
    expect(await whole.add(4)).toBe(4);
    whole.abandon();
    expect(await whole.add(0)).toBe(4);
  });
});
