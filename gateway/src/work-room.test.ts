import { workRoom } from './work-room.js';

describe('the work room', () => {
  it('lets operations in while their estimates fit beside those running', async () => {
    const room = workRoom(100, 1_000);
    expect(await room.enter(60)).toBe(60);
    expect(await room.enter(40)).toBe(40);
    expect(room.used()).toBe(100);
    // Estimated at nothing: always in.
    expect(await room.enter(0)).toBe(0);
  });

  it('holds an operation that does not fit until one running leaves, and lets a smaller one pass it', async () => {
    const room = workRoom(100, 60_000);
    const first = (await room.enter(70))!;
    const large = room.enter(50);
    // A cheap read does not queue behind the large one.
    expect(await room.enter(20)).toBe(20);
    room.leave(first);
    expect(await large).toBe(50);
    expect(room.used()).toBe(70);
  });

  it('refuses an operation for which no room came within the wait, and forgets it', async () => {
    const room = workRoom(100, 50);
    await room.enter(100);
    expect(await room.enter(10)).toBeNull();
    room.leave(100);
    expect(room.used()).toBe(0);
  });

  it('lets a small operation run whatever the room holds, holding nothing', async () => {
    const room = workRoom(100, 50, 10);
    await room.enter(100);
    expect(await room.enter(10)).toBe(0);
    expect(await room.enter(11)).toBeNull();
    expect(room.used()).toBe(100);
  });

  it('weighs an operation over the whole room as the whole room, so it runs alone', async () => {
    const room = workRoom(100, 60_000);
    expect(await room.enter(500)).toBe(100);
    const next = room.enter(1);
    room.leave(100);
    expect(await next).toBe(1);
  });
});
