import type { Clock } from '@peace/kit';
import { timeSyncReply } from './timeSync.js';

const threeHoursAhead: Clock = { now: () => new Date(Date.UTC(2030, 5, 15, 11, 30)) };

describe('timeSyncReply', () => {
  it("echoes the client's t0 with the time of the clock the services use, not the machine's", () => {
    expect(timeSyncReply({ type: 'timeSync', t0: 1234.5 }, threeHoursAhead)).toEqual({
      type: 'timeSync',
      t0: 1234.5,
      serverTime: Date.UTC(2030, 5, 15, 11, 30),
    });
  });

  it('answers nothing to a request without a usable t0', () => {
    expect(timeSyncReply({ type: 'timeSync' }, threeHoursAhead)).toBeNull();
    expect(timeSyncReply({ type: 'timeSync', t0: '12' }, threeHoursAhead)).toBeNull();
    expect(timeSyncReply({ type: 'timeSync', t0: Number.NaN }, threeHoursAhead)).toBeNull();
    expect(timeSyncReply({ type: 'startMeditation', t0: 12 }, threeHoursAhead)).toBeNull();
  });
});
