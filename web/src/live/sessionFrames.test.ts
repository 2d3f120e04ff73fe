import { noFrames, sessionFramesReducer, type SessionFramesAction } from './sessionFrames';

const run = (actions: SessionFramesAction[], groupSessionId = 's1') => actions.reduce(sessionFramesReducer, noFrames(groupSessionId));

describe("what the live socket says of a session's people and closing lines", () => {
  it('takes each join or leave: the count it brings, and one more change to read', () => {
    const state = run([
      { type: 'groupSessionParticipants', groupSessionId: 's1', participantCount: 2 },
      { type: 'groupSessionParticipants', groupSessionId: 's1', participantCount: 3 },
    ]);
    expect(state).toEqual({ groupSessionId: 's1', participantCount: 3, participantChanges: 2, closingLineChanges: 0 });
  });

  it('counts each change to the closing lines', () => {
    expect(run([{ type: 'groupSessionClosingLines', groupSessionId: 's1' }, { type: 'groupSessionClosingLines', groupSessionId: 's1' }]).closingLineChanges).toBe(2);
  });

  it("ignores another session's frames, and presence and status, which other hooks take", () => {
    const before = noFrames('s1');
    for (const frame of [
      { type: 'groupSessionParticipants', groupSessionId: 's2', participantCount: 9 },
      { type: 'groupSessionClosingLines', groupSessionId: 's2' },
      { type: 'groupSessionPresence', groupSessionId: 's1', count: 1, meditating: ['u1'] },
      { type: 'groupSessionStatus', groupSessionId: 's1', status: 'active', endsAt: null },
    ] as const satisfies SessionFramesAction[]) {
      expect(sessionFramesReducer(before, frame)).toBe(before);
    }
  });

  it('starts from nothing heard on another session, and keeps what it heard when told the same one', () => {
    const heard = run([{ type: 'groupSessionClosingLines', groupSessionId: 's1' }]);
    expect(sessionFramesReducer(heard, { type: 'reset', groupSessionId: 's1' })).toBe(heard);
    expect(sessionFramesReducer(heard, { type: 'reset', groupSessionId: 's2' })).toEqual(noFrames('s2'));
  });
});
