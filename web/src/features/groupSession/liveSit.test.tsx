import { jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClockOffsetEstimator } from '../../lib/clockOffset';
import { COUNTDOWN_READ_MS } from '../../lib/countdown';
import { answer, creator, liveSession, member, person, renderAs, SERVER_AHEAD_MS, session } from '../../../test/groupSessionPage';
import { currentToasts, resetToasts } from '../../ui/toastStore';
describe("a group session's live sit", () => {
  let bells: number;
  beforeEach(() => {
    bells = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      bells += 1;
      return Promise.resolve();
    });
  });
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('starts through the graph and opens the live sit with the bell', async () => {
    const { server } = renderAs(creator, {
      GroupSession: answer(session({ joined: true }, -60_000)),
      StartGroupSession: () => ({ startGroupSession: liveSession(10 * 60_000, { remainingSeconds: 600 }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Meditation' }));
    expect(await screen.findByText('Live meditation session')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:59)$/);
    expect(server.calls('StartGroupSession')).toEqual([{ name: 'StartGroupSession', variables: { id: 's1' } }]);
    expect(bells).toBe(1);
  });

  it('joins a signed-in visitor who arrives while the session is live, once, and starts their sit on the server', async () => {
    let joined = false;
    const { server } = renderAs(member, {
      GroupSession: () => ({ groupSession: liveSession(5 * 60_000, { joined }) }),
      JoinGroupSession: () => {
        joined = true;
        return { joinGroupSession: liveSession(5 * 60_000, { joined: true, participantCount: 8 }) };
      },
    });
    expect(await screen.findByText('Live meditation session')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('StartActiveSession')).toHaveLength(1));
    expect(server.calls('JoinGroupSession')).toEqual([{ name: 'JoinGroupSession', variables: { id: 's1' } }]);
    expect(server.calls('StartActiveSession')[0]?.variables).toMatchObject({ input: { groupSessionId: 's1', duration: 10 } });
  });

  it('asks someone who opened the live session straight from a link to tap first, and rings the bell on that tap', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    try {
      renderAs(member, { GroupSession: answer(liveSession(5 * 60_000)) });
      const enter = await screen.findByRole('button', { name: 'Tap to Enter' });
      expect(screen.getByRole('timer')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
      expect(bells).toBe(0);
      fireEvent.click(enter);
      expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
      expect(bells).toBe(1);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('counts down to the server’s end under a device clock hours wrong, and never goes up', async () => {
    // The countdown reads the clock on a timer: the test moves the device's time itself.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { clock } = renderAs(member, { GroupSession: answer(liveSession(150_500)) });
      const timer = await screen.findByRole('timer');
      expect(timer).toHaveTextContent('2:31');
      // A better measurement that would put the end two seconds later: the countdown does not go back up.
      act(() => clock.add({ offsetMs: SERVER_AHEAD_MS - 2000, roundTripMs: 5 }));
      // Over half a second, two reads of the clock at least, and the next second's turn not reached.
      await act(() => jest.advanceTimersByTimeAsync(2 * COUNTDOWN_READ_MS + 100));
      expect(timer).toHaveTextContent('2:31');
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the group’s time from the answer itself before the socket has measured the clock', async () => {
    // No measurement yet, and the device three hours behind: the answer's remainingSeconds sets the clock.
    const { server } = renderAs(member, { GroupSession: answer(liveSession(150_500, { remainingSeconds: 150 })) }, new ClockOffsetEstimator());
    const timer = await screen.findByRole('timer');
    expect(['2:30', '2:29']).toContain(timer.textContent);
    expect(server.calls('CompleteSession')).toHaveLength(0);
  });

  it('pauses the view while the group runs on, and catches up on play', async () => {
    // The countdown reads the clock on a timer: the test moves the device's time itself.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      renderAs(member, { GroupSession: answer(liveSession(150_500)) });
      const timer = await screen.findByRole('timer');
      expect(timer).toHaveTextContent('2:31');
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
      // Over a second on the clock, past the group's next second, with every read it brings drawn.
      await act(() => jest.advanceTimersByTimeAsync(1100));
      expect(timer).toHaveTextContent('2:31');
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(timer).toHaveTextContent('2:30');
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages the circle twelve at a time', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      __typename: 'GroupSessionParticipant',
      joinedAt: '2030-06-15T10:00:00.000Z',
      status: 'JOINED',
      user: person(`p${i}`, `Person ${i}`),
    }));
    renderAs(member, { GroupSession: answer(liveSession(150_500, { participants: many })) });
    const circle = await screen.findByRole('list', { name: 'Participants in the circle' });
    expect(circle.querySelectorAll('li')).toHaveLength(12);
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next participants' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Participants in the circle' }).querySelectorAll('li')).toHaveLength(2);
  });

  it('records the sit at zero with the session’s length, then thanks and shows each achievement', async () => {
    const { server } = renderAs(member, {
      GroupSession: answer(liveSession(1200)),
      CompleteSession: () => ({
        completeSession: {
          session: { __typename: 'MeditationSession', id: 'm1', intention: 'NON_VIOLENCE', location: 'Group Session: Sunrise sit', duration: 10, timestamp: '2030-06-15T11:40:00.000Z', partial: false },
          newAchievements: [{ __typename: 'Achievement', id: 'a1', name: 'Together', description: 'First group sit', rarity: 'RARE' }],
        },
      }),
    });
    expect(await screen.findByText('Live meditation session')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('CompleteSession')).toHaveLength(1), { timeout: 3000 });
    expect(server.calls('CompleteSession')[0]!.variables).toMatchObject({
      input: { intention: 'NON_VIOLENCE', location: 'Group Session: Sunrise sit', duration: 10, groupSessionId: 's1' },
    });
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Meditation completed!', description: 'Your time has been logged.' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Achievement Unlocked!', description: 'Together: First group sit' }), {
      timeout: 3000,
    });
    expect(screen.queryByText('Live meditation session')).not.toBeInTheDocument();
    expect(bells).toBe(2);
    // The completion ends the sit on the server; it is not stopped as if the person had left.
    expect(server.calls('StopActiveSession')).toHaveLength(0);
  });

  it('says well done without recording when the sit could not be saved', async () => {
    renderAs(member, {
      GroupSession: answer(liveSession(1200)),
      CompleteSession: () => Promise.reject(new Error('offline')),
    });
    await waitFor(
      () => expect(currentToasts()[0]).toMatchObject({ title: 'Meditation complete!', description: 'Well done on completing the group meditation session.' }),
      { timeout: 3000 },
    );
  });

  it('records nothing for a visitor, and does not open a sit that was already over', async () => {
    const { server } = renderAs(null, { GroupSession: answer(liveSession(-5000, { participants: [] })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.queryByText('Live meditation session')).not.toBeInTheDocument();
    expect(server.calls('CompleteSession')).toHaveLength(0);
  });

  it('goes live the moment the socket says the creator started it, with no reload', async () => {
    let started = false;
    const { server, live } = renderAs(member, {
      GroupSession: () => ({ groupSession: started ? liveSession(10 * 60_000, { remainingSeconds: 600 }) : session({ joined: true }, -60_000) }),
    });
    expect(await screen.findByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    started = true;
    live.push({ type: 'groupSessionStatus', groupSessionId: 's1', status: 'active', endsAt: new Date(Date.now() + SERVER_AHEAD_MS + 600_000).toISOString() });
    // Well before the next scheduled read: the push alone brings it.
    expect(await screen.findByText('Live meditation session', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(server.calls('GroupSession')).toHaveLength(2);
  });

  it('reads the session again as soon as the socket says someone joined, and names them', async () => {
    let joinedLate = false;
    const late = { __typename: 'GroupSessionParticipant', joinedAt: '2030-06-15T10:09:00.000Z', status: 'JOINED', user: person('u4', 'Rumi') };
    const { server, live } = renderAs(member, {
      GroupSession: () => {
        const shown = session({ joined: true }, -60_000);
        return { groupSession: joinedLate ? { ...shown, participantCount: 3, participants: [...shown.participants, late] } : shown };
      },
    });
    const participants = await screen.findByRole('list', { name: 'Participants' });
    expect(within(participants).queryByText('Rumi')).not.toBeInTheDocument();
    joinedLate = true;
    live.push({ type: 'groupSessionParticipants', groupSessionId: 's1', participantCount: 3 });
    // Well before any scheduled read: the frame alone brings it.
    expect(await within(participants).findByText('Rumi', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(server.calls('GroupSession')).toHaveLength(2);
  });

  it('badges as Meditating exactly the people the server says are sitting, as it says so', async () => {
    const { live } = renderAs(member, { GroupSession: answer(session({ joined: true }, -60_000)) });
    const participants = await screen.findByRole('list', { name: 'Participants' });
    const row = (name: string) => within(participants).getByText(name).closest('li');
    expect(row('Grace')).not.toHaveTextContent('Meditating');
    live.push({ type: 'groupSessionPresence', groupSessionId: 's1', count: 1, meditating: ['u3'] });
    expect(row('Alan')).toHaveTextContent('Meditating');
    expect(row('Grace')).not.toHaveTextContent('Meditating');
    live.push({ type: 'groupSessionPresence', groupSessionId: 's1', count: 1, meditating: ['u2'] });
    expect(row('Alan')).not.toHaveTextContent('Meditating');
    expect(row('Grace')).toHaveTextContent('Meditating');
  });

  it('runs the sit on the server while it is open, tied to the session, and stops it when the person leaves before the end', async () => {
    const { server, live } = renderAs(member, { GroupSession: answer(liveSession(5 * 60_000, { remainingSeconds: 300 })) });
    expect(await screen.findByText('Live meditation session')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('StartActiveSession')).toHaveLength(1));
    expect(server.calls('StartActiveSession')[0]).toEqual({
      name: 'StartActiveSession',
      variables: { input: { intention: 'NON_VIOLENCE', location: 'Group Session: Sunrise sit', duration: 10, groupSessionId: 's1' } },
    });
    expect(live.sent).toContainEqual({ type: 'startMeditation', userId: 'u1', intention: 'Non-Violence' });
    cleanup();
    await waitFor(() => expect(server.calls('StopActiveSession')).toHaveLength(1));
    expect(live.sent.at(-1)).toEqual({ type: 'endMeditation', userId: 'u1' });
  });
});
