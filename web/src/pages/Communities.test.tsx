import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { AuthProvider } from '../auth/AuthProvider';
import { currentToasts, resetToasts } from '../ui/toastStore';
import Communities from './Communities';

const user = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };
/** A community as the graph answers it. */
const community = {
  __typename: 'Community',
  id: 'g1',
  name: 'Morning Stillness',
  description: null,
  intention: 'NON_VIOLENCE',
  isPublic: 1,
  createdBy: 'someone-else',
  memberCount: 3,
  postCount: 7,
  sessionsThisWeek: 2,
};

/** Communities of mine as the graph answers them, with my role in each. */
const founded = {
  ...community,
  id: 'g9',
  name: 'Evening Kindness',
  description: 'Together at dusk',
  intention: 'COMPASSION',
  isPublic: 0,
  createdBy: 'u1',
  memberCount: 1,
  postCount: 0,
  sessionsThisWeek: 0,
  myRole: 'OWNER',
};
const joined = { ...community, myRole: 'MEMBER' };

const MINUTE = 60_000;

function session(id: string, name: string, startOffsetMinutes: number, status = 'SCHEDULED', groupId: string | null = 'g9') {
  const start = Date.now() + startOffsetMinutes * MINUTE;
  return {
    __typename: 'GroupSession',
    id,
    name,
    description: null,
    intention: 'PEACE',
    scheduledStart: new Date(start).toISOString(),
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 10 * MINUTE).toISOString(),
    duration: 10,
    maxParticipants: 50,
    participantCount: 4,
    status,
    groupId,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderPage(graph: Record<string, Handler> = {}) {
  const server = fakeGraphql({
    Communities: () => ({ communities: [community] }),
    MyCommunities: () => ({ myCommunities: [] }),
    CommunitySessions: () => ({ groupSessions: [], myCommunities: [] }),
    ...graph,
  });
  render(
    <ApolloProvider client={server.client}>
      <AuthProvider initial={{ status: 'ready', user }}>
        <MemoryRouter initialEntries={['/communities']}>
          <Routes>
            <Route path="/communities" element={<Communities />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
  return server;
}

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

/** Opens the Create dialog from the Create tab, on the form asked for. */
async function openCreate(which: 'Create Community' | 'Schedule Session') {
  openTab('Create');
  fireEvent.click(screen.getByRole('button', { name: which }));
  return screen.findByRole('dialog');
}

const refusal = (message: string, code = 'CONFLICT') => () => {
  throw new GraphQLError(message, { extensions: { code } });
};

describe('Communities page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('shows each community with its real figures, Join and View', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meditation Communities');
    expect(screen.getByRole('heading', { name: 'Browse Communities' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Morning Stillness' })).closest('li')!;
    expect(card).toHaveTextContent('Non-Violence');
    expect(card).toHaveTextContent('2sessions this week');
    expect(card).toHaveTextContent('7posts');
    expect(card).toHaveTextContent('3members');
    expect(within(card).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/communities/g1');
  });

  it('has the four tabs of the spec', async () => {
    renderPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Discover', 'My Communities', 'Sessions', 'Create']);
    // The page's reads answer before the test ends.
    await screen.findByRole('heading', { name: 'Morning Stillness' });
  });

  it('shows a failed read of the communities with a retry, not as an empty list', async () => {
    let failing = true;
    const server = renderPage({
      Communities: () => {
        if (failing) throw new Error('gateway unreachable');
        return { communities: [community] };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load communities');
    expect(screen.queryByText('No communities yet')).not.toBeInTheDocument();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Morning Stillness' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.calls('Communities')).toHaveLength(2);
  });

  it('shows My Communities: Open on each, the Owner badge and Manage only on the ones I own', async () => {
    renderPage({ MyCommunities: () => ({ myCommunities: [founded, joined] }) });
    openTab('My Communities');
    const mine = (await screen.findByRole('heading', { name: 'Evening Kindness' })).closest('li')!;
    expect(mine).toHaveTextContent('Compassion');
    expect(mine).toHaveTextContent('Private');
    expect(within(mine).getByText('Owner')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/communities/g9');
    expect(within(mine).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/communities/g9?manage=1');

    const theirs = screen.getByRole('heading', { name: 'Morning Stillness' }).closest('li')!;
    expect(within(theirs).queryByText('Owner')).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('link', { name: 'Manage' })).not.toBeInTheDocument();
    expect(within(theirs).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/communities/g1');
    expect(within(theirs).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says so when I have joined no community yet', async () => {
    renderPage();
    openTab('My Communities');
    expect(await screen.findByText('You have not joined a community yet')).toBeInTheDocument();
  });

  it('shows a failed read of My Communities with a retry, not as an empty list', async () => {
    let failing = true;
    const server = renderPage({
      MyCommunities: () => {
        if (failing) throw new Error('gateway unreachable');
        return { myCommunities: [founded] };
      },
    });
    openTab('My Communities');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your communities');
    expect(screen.queryByText('You have not joined a community yet')).not.toBeInTheDocument();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Evening Kindness' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.calls('MyCommunities').length).toBeGreaterThanOrEqual(2);
  });

  it('asks a person whose session has ended to log in, rather than to retry', async () => {
    renderPage({ MyCommunities: () => ({ myCommunities: refusal('Unauthorized', 'UNAUTHENTICATED') }) });
    openTab('My Communities');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fcommunities');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  describe('the Create dialog', () => {
    it("starts a community with the spec's defaults: public, 100 members, weekly with day buttons, 5 minutes", async () => {
      renderPage();
      const dialog = await openCreate('Create Community');
      expect(within(dialog).getByRole('button', { name: 'Community' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' }).value).toBe('1');
      const max = within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: 'Max members' });
      expect(max.value).toBe('100');
      expect(max).toHaveAttribute('min', '1');
      expect(max).toHaveAttribute('max', '1000');
      const duration = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Session length' });
      expect(duration.value).toBe('5');
      expect([...duration.options].map((option) => option.value)).toEqual(['5', '10', '20']);
      const frequency = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Frequency' });
      expect(frequency.value).toBe('WEEKLY');
      expect(within(dialog).getAllByRole('button', { pressed: false }).map((day) => day.textContent)).toEqual(
        expect.arrayContaining(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']),
      );

      fireEvent.change(frequency, { target: { value: 'DAILY' } });
      expect(within(dialog).queryByRole('button', { name: 'Mon' })).not.toBeInTheDocument();
    });

    it('asks for the name and the intention before creating anything', async () => {
      const server = renderPage();
      const dialog = await openCreate('Create Community');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Evening Kindness' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
      await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Please fill in all required fields', variant: 'destructive' }));
      expect(server.calls('CreateCommunity')).toHaveLength(0);
    });

    it('creates the community as filled in and opens it', async () => {
      const server = renderPage({ CreateCommunity: () => ({ createCommunity: { ...founded, id: 'g42' } }) });
      const dialog = await openCreate('Create Community');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: '  Evening Kindness ' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'COMPASSION' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Visibility' }), { target: { value: '0' } });
      fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Max members' }), { target: { value: '5000' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Wed' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mon' }));
      fireEvent.change(within(dialog).getByLabelText('Meeting time'), { target: { value: '07:30' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/communities/g42'));
      expect(server.calls('CreateCommunity')[0]?.variables['input']).toMatchObject({
        name: 'Evening Kindness',
        intention: 'COMPASSION',
        isPublic: 0,
        maxMembers: 1000,
        meetingSchedule: 'WEEKLY',
        meetingDays: ['WEDNESDAY', 'MONDAY'],
        meetingTime: '07:30',
        meditationDuration: 5,
      });
      expect(currentToasts()).toHaveLength(0);
    });

    it("says why a community could not be created, in the graph's words", async () => {
      renderPage({ CreateCommunity: () => ({ createCommunity: refusal('name: at most 100 characters', 'BAD_USER_INPUT') }) });
      const dialog = await openCreate('Create Community');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Evening Kindness' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'LOVE' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({
          title: 'Error creating community',
          description: 'name: at most 100 characters',
          variant: 'destructive',
        }),
      );
    });

    it('falls back to a general reason when creating fails inside the server', async () => {
      renderPage({ CreateCommunity: () => ({ createCommunity: refusal('Unexpected error.', 'INTERNAL_SERVER_ERROR') }) });
      const dialog = await openCreate('Create Community');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Evening Kindness' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'LOVE' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({ title: 'Error creating community', description: 'Failed to create meditation community' }),
      );
    });

    it('switches to the session form: 5, 10 or 20 minutes and up to 1000 people, in one of my communities', async () => {
      const server = renderPage({
        MyCommunities: () => ({ myCommunities: [founded] }),
        CreateGroupSession: () => ({ createGroupSession: session('s1', 'Dusk sit', 60) }),
      });
      openTab('My Communities');
      await screen.findByRole('heading', { name: 'Evening Kindness' });
      const dialog = await openCreate('Create Community');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Session' }));
      expect(within(dialog).getByRole('button', { name: 'Session' })).toHaveAttribute('aria-pressed', 'true');
      const duration = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Duration' });
      expect([...duration.options].map((option) => option.value)).toEqual(['5', '10', '20']);
      expect(duration.value).toBe('5');
      const max = within(dialog).getByRole('spinbutton', { name: 'Max participants' });
      expect(max).toHaveAttribute('max', '1000');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
      await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Please fill in all required fields' }));
      expect(server.calls('CreateGroupSession')).toHaveLength(0);

      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Session name *' }), { target: { value: 'Dusk sit' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'PEACE' } });
      fireEvent.change(within(dialog).getByLabelText('Start *'), { target: { value: '2030-01-02T18:00' } });
      fireEvent.change(duration, { target: { value: '20' } });
      fireEvent.change(max, { target: { value: '1500' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));

      await waitFor(() => expect(server.calls('CreateGroupSession')).toHaveLength(1));
      expect(server.calls('CreateGroupSession')[0]?.variables['input']).toMatchObject({
        name: 'Dusk sit',
        intention: 'PEACE',
        groupId: 'g9',
        duration: 20,
        maxParticipants: 1000,
        scheduledStart: new Date('2030-01-02T18:00').toISOString(),
      });
      await waitFor(() => expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true'));
    });

    it('says a session could not be scheduled, with the fallback when the server gave no reason', async () => {
      renderPage({ CreateGroupSession: () => ({ createGroupSession: refusal('boom', 'INTERNAL_SERVER_ERROR') }) });
      const dialog = await openCreate('Schedule Session');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Session name *' }), { target: { value: 'Dusk sit' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'PEACE' } });
      fireEvent.change(within(dialog).getByLabelText('Start *'), { target: { value: '2030-01-02T18:00' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({
          title: 'Error scheduling session',
          description: 'Failed to schedule meditation session',
          variant: 'destructive',
        }),
      );
    });
  });

  it("joining from the list tells a member they are already in, calmly", async () => {
    renderPage({ JoinCommunity: () => ({ joinCommunity: refusal('Already a member') }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Already a member',
        description: 'You are already a member of this meditation community.',
        variant: 'default',
      }),
    );
  });

  it('joining from the list shows any other refusal with its reason, or a general one', async () => {
    let reason = refusal('This community is full');
    renderPage({ JoinCommunity: () => ({ joinCommunity: reason }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Failed to join', description: 'This community is full', variant: 'destructive' }),
    );
    reason = refusal('Unexpected error.', 'INTERNAL_SERVER_ERROR');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Failed to join', description: 'Could not join the meditation community.' }));
  });

  it('marks each session Live, Upcoming or Completed, with only the button that fits', async () => {
    renderPage({
      // Both read the same list of my communities, as the graph would answer it.
      MyCommunities: () => ({ myCommunities: [founded] }),
      CommunitySessions: () => ({
        groupSessions: [session('live', 'Sitting now', -2, 'ACTIVE', null), session('soon', 'Later today', 90)],
        myCommunities: [
          { __typename: 'Community', id: 'g9', name: 'Evening Kindness', upcomingSessions: [session('soon', 'Later today', 90)], pastSessions: [session('done', 'Yesterday', -24 * 60, 'COMPLETED')] },
        ],
      }),
    });
    openTab('Sessions');
    expect(await screen.findByRole('heading', { name: 'Live Sessions' })).toBeInTheDocument();
    const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

    const live = await card('Sitting now');
    expect(live).toHaveTextContent('Live');
    expect(within(live).getByRole('button', { name: 'Join Live' })).toBeEnabled();
    expect(within(live).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();

    const upcoming = await card('Later today');
    expect(upcoming).toHaveTextContent('Upcoming');
    expect(upcoming).toHaveTextContent('Evening Kindness');
    expect(within(upcoming).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/groups/soon');
    expect(within(upcoming).queryByRole('button', { name: 'Join Live' })).not.toBeInTheDocument();

    const completed = await card('Yesterday');
    expect(within(completed).getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(within(completed).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Sitting now', 'Later today', 'Yesterday']);
    fireEvent.click(within(live).getByRole('button', { name: 'Join Live' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/groups/live'));
  });
});
