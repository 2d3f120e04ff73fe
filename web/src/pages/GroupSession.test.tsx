import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { answer, creator, hour, liveSession, member, renderAs, session } from '../../test/groupSessionPage';
import { Toaster } from '../ui/Toaster';
import { currentToasts, resetToasts } from '../ui/toastStore';
import { viewerInZone } from '../../test/viewerZone';
import { LanguageProvider } from '../i18n/LanguageProvider';

describe('Group session page', () => {
  // A viewer in Oslo: the start reads in their own zone, named by it.
  viewerInZone('Europe/Oslo');
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  });
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('shows the session with its intention in words, participants against the limit, who hosts it and the Creator badge', async () => {
    const { server } = renderAs(member, { GroupSession: answer(session({ joined: true })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.getByText('Non-Violence')).toBeInTheDocument();
    expect(screen.getByText(/7\/20 participants/)).toBeInTheDocument();
    expect(screen.getByText(/Hosted by Grace$/)).toBeInTheDocument();
    expect(screen.getByText('Sat, Jun 15, 1:30 PM GMT+2')).toBeInTheDocument();
    expect(screen.getByText('Starts in 2 hours')).toBeInTheDocument();
    const participants = screen.getByRole('list', { name: 'Participants' });
    expect(within(participants).getByText('Grace').closest('li')).toHaveTextContent('Creator');
    expect(within(participants).getByText('Alan').closest('li')).not.toHaveTextContent('Creator');
    expect(server.calls('GroupSession')[0]).toEqual({ name: 'GroupSession', variables: { id: 's1' } });
  });

  it('tells someone who has not joined how many have, naming nobody, not even its host', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: false, creator: null, participants: [] })) });
    expect(await screen.findByText('7 people have joined.')).toBeInTheDocument();
    expect(screen.queryByText(/Hosted by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Participants' })).not.toBeInTheDocument();
  });

  it('says 1 minute and 1 participant for a one-minute session with one person in it', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: true, duration: 1, participantCount: 1 })) });
    expect(await screen.findByText(/^1 minute$/)).toBeInTheDocument();
    expect(screen.getByText(/^1\/20 participant$/)).toBeInTheDocument();
  });

  it('says Time not available for a start it cannot read', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: true, scheduledStart: 'soon', startsAt: 'soon' })) });
    expect(await screen.findByText(/Time not available/)).toBeInTheDocument();
    expect(screen.queryByText(/Ready to start|Starts in/)).not.toBeInTheDocument();
  });

  it('shows Session Not Found for a session the graph does not have', async () => {
    renderAs(member, { GroupSession: answer(null) });
    expect(await screen.findByRole('heading', { name: 'Session Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Active Sessions' })).toHaveAttribute('href', '/groups');
    expect(screen.getByRole('link', { name: 'Browse Communities' })).toHaveAttribute('href', '/communities');
  });

  it('shows a failed read with a retry rather than calling the session missing', async () => {
    let failing = true;
    renderAs(member, {
      GroupSession: () => {
        if (failing) throw new Error('gateway unreachable');
        return { groupSession: session({ joined: true }) };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this session' })).toBeInTheDocument();
    expect(screen.queryByText('Session Not Found')).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in to join, coming back to this page, and joins nobody', async () => {
    const { server } = renderAs(null, { GroupSession: answer(session({ participants: [] })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Join Session' })).toHaveAttribute('href', '/api/login?returnTo=%2Fgroups%2Fs1');
    expect(screen.queryByRole('button', { name: 'Join Session' })).not.toBeInTheDocument();
    expect(server.calls('JoinGroupSession')).toHaveLength(0);
  });

  it('asks a visitor on a live session to sign in to join it, showing how many sit, and opens no sit for them', async () => {
    const { server } = renderAs(null, { GroupSession: answer(liveSession(5 * 60_000, { joined: false, participants: [] })) });
    expect(await screen.findByRole('heading', { name: 'Sign In to Join Session' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Join Session' })).toHaveAttribute('href', '/api/login?returnTo=%2Fgroups%2Fs1');
    expect(screen.getByText(/participant/)).toBeInTheDocument();
    expect(screen.queryByText('Live meditation session')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tap to Enter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(server.calls('StartActiveSession')).toHaveLength(0);
  });

  it.each(['COMPLETED', 'CANCELLED'])('asks no visitor to sign in to join a session that is %s', async (status) => {
    renderAs(null, { GroupSession: answer(session({ status }, -2 * hour)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.queryByText(/sign in to join/i)).not.toBeInTheDocument();
  });

  it('joins a signed-in visitor once on arrival, and not again after they leave', async () => {
    let joined = false;
    const { server } = renderAs(member, {
      GroupSession: () => ({ groupSession: session({ joined }) }),
      JoinGroupSession: () => {
        joined = true;
        return { joinGroupSession: session({ joined: true, participantCount: 8 }) };
      },
      LeaveGroupSession: () => {
        joined = false;
        return { leaveGroupSession: session({ joined: false, participantCount: 7 }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Session' }));
    expect(await screen.findByRole('button', { name: 'Join Session' })).toBeInTheDocument();
    expect(server.calls('LeaveGroupSession')).toEqual([{ name: 'LeaveGroupSession', variables: { id: 's1' } }]);
    // A join again would be asked by the effects of the render that shows Join Session, which have
    // run by now, and a mutation reaches the server as it is called.
    expect(server.calls('JoinGroupSession')).toHaveLength(1);
    expect(screen.getByText(/7\/20 participants/)).toBeInTheDocument();
  });

  it('shows a refused join as a toast in the server’s words, not as a console warning, and still offers Join Session', async () => {
    render(<Toaster />, { wrapper: LanguageProvider });
    renderAs(member, {
      GroupSession: answer(session()),
      JoinGroupSession: () => ({
        joinGroupSession: () => {
          throw new GraphQLError('This session is full', { extensions: { code: 'CONFLICT' } });
        },
      }),
    });
    expect(await screen.findByText('This session is full')).toBeVisible();
    expect(screen.getByText('Failed to join')).toBeVisible();
    expect(currentToasts()[0]).toMatchObject({ variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Join Session' })).toBeInTheDocument();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('shows a leave that could not reach the server as a toast in its own words', async () => {
    render(<Toaster />, { wrapper: LanguageProvider });
    renderAs(member, {
      GroupSession: answer(session({ joined: true })),
      LeaveGroupSession: () => Promise.reject(new Error('offline')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Session' }));
    expect(await screen.findByText('Could not leave the meditation session.')).toBeVisible();
    expect(screen.getByText('Failed to leave')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("shows a non-member of a private community the way to the community instead of a join that can only fail", async () => {
    const community = { __typename: 'Community', id: 'g1', name: 'Quiet Harbour', isPublic: 0, myRole: null };
    const { server } = renderAs(member, {
      GroupSession: answer(session({ groupId: 'g1', participants: [] })),
      GroupSessionCommunity: () => ({ community }),
    });
    expect(await screen.findByRole('heading', { name: 'Members Only' })).toBeInTheDocument();
    expect(screen.getByText(/This session belongs to Quiet Harbour, a private community\. Only members of this community can join its sessions\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Community' })).toHaveAttribute('href', '/communities/g1');
    expect(screen.queryByRole('button', { name: 'Join Session' })).not.toBeInTheDocument();
    // The join on arrival waits for the community's answer; the render that shows it has run its effects.
    expect(server.calls('JoinGroupSession')).toHaveLength(0);
  });

  it("opens no sit for a non-member of a private community when its session is live, and shows them the way to the community", async () => {
    const { server } = renderAs(member, {
      GroupSession: answer(liveSession(5 * 60_000, { joined: false, groupId: 'g1', participants: [] })),
      GroupSessionCommunity: () => ({ community: { __typename: 'Community', id: 'g1', name: 'Quiet Harbour', isPublic: 0, myRole: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Members Only' })).toBeInTheDocument();
    // The sit opens in the render that has the community's answer, and the join and the server's sit
    // are asked by that render's effects: all have run by the time Members Only shows.
    expect(screen.queryByText('Live meditation session')).not.toBeInTheDocument();
    expect(server.calls('StartActiveSession')).toHaveLength(0);
    expect(server.calls('JoinGroupSession')).toHaveLength(0);
  });

  it("joins a member of a private community's session on arrival as any other", async () => {
    const { server } = renderAs(member, {
      GroupSession: answer(session({ groupId: 'g1' })),
      GroupSessionCommunity: () => ({ community: { __typename: 'Community', id: 'g1', name: 'Quiet Harbour', isPublic: 0, myRole: 'MEMBER' } }),
      JoinGroupSession: () => ({ joinGroupSession: session({ groupId: 'g1', joined: true, participantCount: 8 }) }),
    });
    expect(await screen.findByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members Only' })).not.toBeInTheDocument();
    expect(server.calls('JoinGroupSession')).toHaveLength(1);
  });

  it.each(['COMPLETED', 'CANCELLED'])('offers a participant neither Leave nor Join once the session is %s', async (status) => {
    renderAs(member, { GroupSession: answer(session({ joined: true, status }, -2 * hour)) });
    expect(await screen.findByRole('heading', { name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Session' })).not.toBeInTheDocument();
  });

  it('shows Start Meditation only to the creator, and only once the start has arrived by the server clock', async () => {
    // By the device's clock (three hours behind) this start is hours away; by the server's it has just passed.
    renderAs(creator, { GroupSession: answer(session({ joined: true }, -60_000)) });
    expect(await screen.findByRole('button', { name: 'Start Meditation' })).toBeInTheDocument();
    expect(screen.getByText('Ready to start')).toBeInTheDocument();
  });

  it('tells those who came that the host has not started yet once the start has passed with no Start', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: true }, -60_000)) });
    expect(await screen.findByText('The host has not started yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Meditation' })).not.toBeInTheDocument();
  });

  it('says a session set to start on time starts by itself', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: true, startOnTime: true })) });
    expect(await screen.findByText('Starts in 2 hours, on time by itself')).toBeInTheDocument();
  });

  it('says a session set to start on time is starting once its time has come, not that the host is late', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: true, startOnTime: true }, -1_000)) });
    expect(await screen.findByText('Starting now...')).toBeInTheDocument();
    expect(screen.queryByText('The host has not started yet')).not.toBeInTheDocument();
  });

  it('hides Start Meditation from the creator before the start, and from everyone else', async () => {
    renderAs(creator, { GroupSession: answer(session({ joined: true }, 60_000)) });
    expect(await screen.findByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Meditation' })).not.toBeInTheDocument();
  });

  it('hides Start Meditation from a participant who did not create the session', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: true }, -60_000)) });
    expect(await screen.findByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Meditation' })).not.toBeInTheDocument();
  });
});
