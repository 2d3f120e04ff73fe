import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { AuthProvider } from '../auth/AuthProvider';
import { rememberJoinIntent } from '../features/community/joining';
import { currentToasts, resetToasts } from '../ui/toastStore';
import Community from './Community';

const user = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };

const person = (id: string, firstName: string, lastName: string | null) => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  profileImageUrl: null,
});

const owner = { role: 'OWNER', joinedAt: '2025-01-01T10:00:00Z', user: person('u2', 'Grace', 'Hopper') };
const me = { role: 'MEMBER', joinedAt: '2025-03-04T10:00:00Z', user: person('u1', 'Ada', null) };

/** A community as the graph answers it, seen by someone who has not joined. */
const stillness = {
  __typename: 'Community',
  id: 'g1',
  name: 'Morning Stillness',
  description: 'Quiet mornings together',
  intention: 'NON_VIOLENCE',
  isPublic: 1,
  maxMembers: 100,
  memberCount: 1,
  postCount: 0,
  sessionsThisWeek: 0,
  createdBy: 'u2',
  createdAt: '2025-01-01T10:00:00Z',
  meetingSchedule: 'WEEKLY',
  meetingDays: ['MONDAY', 'WEDNESDAY'],
  meetingTime: '07:30',
  timezone: 'America/New_York',
  meditationDuration: 10,
  myRole: null,
  liveSession: null,
  upcomingSessions: [],
  members: [owner],
  pastSessions: [
    {
      __typename: 'GroupSession',
      id: 's0',
      name: 'First light',
      intention: 'PEACE',
      description: null,
      scheduledStart: '2025-02-01T12:00:00Z',
      participantCount: 6,
      totalMinutes: 42,
    },
  ],
};

const asMember = { ...stillness, myRole: 'MEMBER', memberCount: 2, members: [owner, me] };
const asOwner = { ...stillness, createdBy: 'u1', myRole: 'OWNER', members: [{ ...owner, user: person('u1', 'Ada', null) }] };

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderPage(graph: Record<string, Handler>, path = '/communities/g1') {
  const server = fakeGraphql({ MyCommunities: () => ({ myCommunities: [] }), ...graph });
  render(
    <ApolloProvider client={server.client}>
      <AuthProvider initial={{ status: 'ready', user }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/communities/:groupId"
              element={
                <>
                  <Community />
                  <Where />
                </>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
  return server;
}

const showing = (community: object) => ({ Community: () => ({ community }) });
const refusal = (message: string, code = 'CONFLICT') => () => {
  throw new GraphQLError(message, { extensions: { code } });
};
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('Community page', () => {
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

  describe('Manage Community', () => {
    async function openManage(graph: Record<string, Handler> = {}) {
      const server = renderPage({ ...showing(asOwner), ...graph });
      fireEvent.click(await screen.findByRole('button', { name: 'Manage' }));
      return { server, dialog: await screen.findByRole('dialog', { name: 'Manage Community' }) };
    }

    it('starts from the current settings', async () => {
      const { dialog } = await openManage();
      expect(within(dialog).getByRole('textbox', { name: 'Name *' })).toHaveValue('Morning Stillness');
      expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Quiet mornings together');
      expect(within(dialog).getByRole('combobox', { name: 'Intention *' })).toHaveValue('NON_VIOLENCE');
      expect(within(dialog).getByRole('combobox', { name: 'Visibility' })).toHaveValue('1');
      expect(within(dialog).getByRole('spinbutton', { name: 'Max members' })).toHaveValue(100);
      expect(within(dialog).getByRole('combobox', { name: 'Session length' })).toHaveValue('10');
      expect(within(dialog).getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(dialog).getByRole('button', { name: 'Tue' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(dialog).getByLabelText(/Meeting time/)).toHaveValue('07:30');
    });

    it('saves the changes: an emptied max members becomes 100, a new frequency starts the days afresh', async () => {
      const { server, dialog } = await openManage({
        UpdateCommunity: ({ input }) => ({ updateCommunity: { ...asOwner, ...(input as object), meetingDays: [] } }),
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Dawn Stillness' } });
      fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Max members' }), { target: { value: '' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Frequency' }), { target: { value: 'DAILY' } });
      expect(within(dialog).queryByRole('button', { name: 'Mon' })).not.toBeInTheDocument();
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Frequency' }), { target: { value: 'WEEKLY' } });
      expect(within(dialog).getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'false');
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Frequency' }), { target: { value: 'DAILY' } });
      fireEvent.change(within(dialog).getByLabelText(/Meeting time/), { target: { value: '18:15' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.calls('UpdateCommunity')[0]?.variables).toMatchObject({
        id: 'g1',
        input: { name: 'Dawn Stillness', maxMembers: 100, meetingSchedule: 'DAILY', meetingDays: [], meetingTime: '18:15' },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Dawn Stillness' })).toBeInTheDocument();
      expect(screen.getByText('Daily at 6:15 PM EST')).toBeInTheDocument();
    });

    it('says when the settings could not be saved', async () => {
      const { dialog } = await openManage({ UpdateCommunity: () => ({ updateCommunity: refusal('nope', 'INTERNAL_SERVER_ERROR') }) });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to update community settings', variant: 'destructive' }),
      );
      expect(screen.getByRole('dialog', { name: 'Manage Community' })).toBeInTheDocument();
    });

    it('opens at once when the owner came from Manage on the list', async () => {
      renderPage(showing(asOwner), '/communities/g1?manage=1');
      expect(await screen.findByRole('dialog', { name: 'Manage Community' })).toBeInTheDocument();
    });

    it('stays closed for anybody else, whatever the address says', async () => {
      renderPage(showing(asMember), '/communities/g1?manage=1');
      await screen.findByRole('button', { name: 'Leave' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('Delete Community', () => {
    it('asks first, then deletes and goes back to the communities', async () => {
      const server = renderPage({ ...showing(asOwner), DeleteCommunity: () => ({ deleteCommunity: 'g1' }) });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Community' });
      expect(server.calls('DeleteCommunity')).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/communities$/));
      expect(server.calls('DeleteCommunity')[0]?.variables).toEqual({ id: 'g1' });
    });

    it('says why it could not delete, or that it could not', async () => {
      let reason = refusal('Only the owner can delete it', 'FORBIDDEN');
      renderPage({ ...showing(asOwner), DeleteCommunity: () => ({ deleteCommunity: reason }) });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({ title: 'Failed to delete', description: 'Only the owner can delete it', variant: 'destructive' }),
      );
      reason = refusal('boom', 'INTERNAL_SERVER_ERROR');
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
      await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Failed to delete', description: 'Could not delete the community.' }));
    });
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
