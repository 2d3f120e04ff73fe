import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { asMember, asOwner, openTab, refusal, renderPage, showing, stillness } from '../../test/communityPage';
import { rememberJoinIntent } from '../features/community/joining';
import { currentToasts, resetToasts } from '../ui/toastStore';
import { viewerInZone } from '../../test/viewerZone';

describe('Community page', () => {
  // A viewer in New York: times read in their own zone, named EST.
  viewerInZone('America/New_York');
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('shows the community, its members with their role and joined date, and a way to join', async () => {
    renderPage(showing(stillness));
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Stillness' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Non-Violence')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('Weekly on Mon, Wed at 7:30 AM EST')).toBeInTheDocument();
    expect(screen.queryByText('Owner', { selector: '.session-header__badges *' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Community' })).toBeInTheDocument();
    for (const absent of ['Leave', 'Manage', 'Delete']) expect(screen.queryByRole('button', { name: absent })).not.toBeInTheDocument();

    const member = screen.getByText('Grace Hopper').closest('li')!;
    expect(member).toHaveTextContent('Owner');
    expect(member).toHaveTextContent('Joined Jan 1, 2025');
  });

  it('shows past sessions with their participants and minutes', async () => {
    renderPage(showing(stillness));
    await screen.findByRole('heading', { level: 1 });
    openTab('Past Sessions');
    const past = (await screen.findByText('First light')).closest('li')!;
    expect(past).toHaveTextContent('6 participants');
    expect(past).toHaveTextContent('42 min');
    expect(past).toHaveTextContent('Peace');
  });

  it('gives a member Leave and no Join; Join Live Session only while one of its sessions is live', async () => {
    renderPage(showing({ ...asMember, liveSession: { __typename: 'GroupSession', id: 's9' } }));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Community' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Live Session' })).toHaveAttribute('href', '/groups/s9');
    expect(screen.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
  });

  it('lists a live session under Join Live Session only, not under Upcoming Sessions', async () => {
    const listed = (id: string, name: string, status: string) => ({
      __typename: 'GroupSession',
      id,
      name,
      description: null,
      intention: 'PEACE',
      scheduledStart: '2030-06-15T10:00:00.000Z',
      duration: 10,
      maxParticipants: 50,
      participantCount: 2,
      status,
      groupId: stillness.id,
      startsAt: '2030-06-15T10:00:00.000Z',
      endsAt: '2030-06-15T10:10:00.000Z',
    });
    renderPage(
      showing({
        ...asMember,
        liveSession: { __typename: 'GroupSession', id: 's9' },
        upcomingSessions: [listed('s9', 'Sitting now', 'ACTIVE'), listed('s10', 'Later today', 'SCHEDULED')],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Join Live Session' })).toHaveAttribute('href', '/groups/s9');
    expect(screen.getByText('Later today')).toBeInTheDocument();
    expect(screen.queryByText('Sitting now')).not.toBeInTheDocument();
  });

  it('never offers Join Live Session to someone who has not joined', async () => {
    renderPage(showing({ ...stillness, liveSession: { __typename: 'GroupSession', id: 's9' } }));
    await screen.findByRole('button', { name: 'Join Community' });
    expect(screen.queryByRole('link', { name: 'Join Live Session' })).not.toBeInTheDocument();
  });

  it('gives the owner the Owner badge, Manage and Delete, and never Leave', async () => {
    renderPage(showing(asOwner));
    expect(await screen.findByRole('button', { name: 'Manage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getAllByText('Owner').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Community' })).not.toBeInTheDocument();
  });

  it('joins, and then shows Leave', async () => {
    const server = renderPage({ ...showing(stillness), JoinCommunity: () => ({ joinCommunity: asMember }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Community' }));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(server.calls('JoinCommunity')[0]?.variables).toEqual({ id: 'g1' });
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(currentToasts()).toHaveLength(0);
  });

  it("tells someone who is already a member so, as news rather than an error", async () => {
    renderPage({ ...showing(stillness), JoinCommunity: () => ({ joinCommunity: refusal('Already a member') }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Community' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Already a member',
        description: 'You are already a member of this meditation community.',
        variant: 'default',
      }),
    );
  });

  it('says why a join failed, or that it could not join', async () => {
    let reason = refusal('This community is full');
    renderPage({ ...showing(stillness), JoinCommunity: () => ({ joinCommunity: reason }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Community' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Failed to join', description: 'This community is full', variant: 'destructive' }),
    );
    reason = refusal('Unexpected error.', 'INTERNAL_SERVER_ERROR');
    fireEvent.click(screen.getByRole('button', { name: 'Join Community' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Failed to join', description: 'Could not join the meditation community.' }),
    );
  });

  it("tells a visitor of a private community that members are seen once they join", async () => {
    renderPage(showing({ ...stillness, isPublic: 0, members: [] }));
    expect(await screen.findByText('Private')).toBeInTheDocument();
    expect(screen.getByText('This is a private community. Join it to see who meditates here.')).toBeInTheDocument();
  });

  it('shows Community Not Found for a community that does not exist', async () => {
    renderPage({ Community: () => ({ community: null }) });
    expect(await screen.findByRole('heading', { name: 'Community Not Found' })).toBeInTheDocument();
    expect(screen.getByText("This meditation community doesn't exist or is no longer available.")).toBeInTheDocument();
  });

  it('shares the public link and says it was copied', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(showing(stillness));
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    const url = `${window.location.origin}/communities/g1`;
    expect(within(dialog).getByRole('textbox', { name: 'Community link' })).toHaveValue(url);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Link copied!' }));
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it("links to the community's calendar feed, for download and for calendar apps", async () => {
    renderPage(showing(stillness));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    const dialog = await screen.findByRole('dialog');
    const feed = `${window.location.origin}/api/meditation-groups/g1/calendar.ics`;
    expect(within(dialog).getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute('href', feed);
    expect(within(dialog).getByRole('link', { name: 'Subscribe in calendar app' })).toHaveAttribute(
      'href',
      feed.replace(/^https?:/, 'webcal:'),
    );
  });

  describe('arriving from an invitation after signing in', () => {
    it('joins at once when this tab asked to join this community, and only once', async () => {
      rememberJoinIntent('g1');
      const server = renderPage({ ...showing(stillness), JoinCommunity: () => ({ joinCommunity: asMember }) }, '/communities/g1?join=1');
      expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/communities\/g1$/));
      expect(server.calls('JoinCommunity')).toHaveLength(1);
      expect(sessionStorage.length).toBe(0);
    });

    it('does not join on the address alone: a link cannot make anyone a member', async () => {
      const server = renderPage({ ...showing(stillness), JoinCommunity: () => ({ joinCommunity: asMember }) }, '/communities/g1?join=1');
      expect(await screen.findByRole('button', { name: 'Join Community' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/communities\/g1$/));
      expect(server.calls('JoinCommunity')).toHaveLength(0);
    });

    it('does not join another community than the one asked for', async () => {
      rememberJoinIntent('g2');
      const server = renderPage({ ...showing(stillness), JoinCommunity: () => ({ joinCommunity: asMember }) }, '/communities/g1?join=1');
      expect(await screen.findByRole('button', { name: 'Join Community' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/communities\/g1$/));
      expect(server.calls('JoinCommunity')).toHaveLength(0);
    });
  });
});
