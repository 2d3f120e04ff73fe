import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { community, founded, joined, openTab, refusal, renderPage, session } from '../../test/communitiesPage';
import { currentToasts, resetToasts } from '../ui/toastStore';

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
    expect(await within(card).findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/communities/g1');
  });

  it('offers Join in Discover only to those not in the community: its owner and members see where they stand', async () => {
    const stranger = { ...community, id: 'g5', name: 'Quiet River' };
    renderPage({
      Communities: () => ({ communities: [community, founded, stranger] }),
      MyCommunities: () => ({ myCommunities: [joined, founded] }),
    });
    const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;
    expect(await within(await card('Quiet River')).findByRole('button', { name: 'Join' })).toBeInTheDocument();
    const member = await card('Morning Stillness');
    expect(within(member).getByText('Member')).toBeInTheDocument();
    expect(within(member).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    const owner = await card('Evening Kindness');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/communities/g9');
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

  it('shows every community I am in when they take more than one page of the graph, each once', async () => {
    const mine = Array.from({ length: 101 }, (_, index) => ({ ...joined, id: `m${index}`, name: `Circle ${index}` }));
    const server = renderPage({
      MyCommunities: ({ after }) => {
        const from = after === undefined || after === null ? 0 : mine.findIndex((item) => item.id === after) + 1;
        return { myCommunities: mine.slice(from, from + 100) };
      },
    });
    openTab('My Communities');
    // A hundred and one cards take jsdom a while to lay out.
    expect(await screen.findByRole('heading', { name: 'Circle 100' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Circle \d+$/ })).toHaveLength(101);
    expect(server.calls('MyCommunities').map((call) => call.variables['after'] ?? null)).toEqual([null, 'm99']);
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
