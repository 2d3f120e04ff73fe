import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
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
};

/** Communities of mine as the graph answers them, with my role in each. */
const founded = {
  __typename: 'Community',
  id: 'g9',
  name: 'Evening Kindness',
  description: 'Together at dusk',
  intention: 'COMPASSION',
  isPublic: 0,
  createdBy: 'u1',
  memberCount: 1,
  myRole: 'OWNER',
};
const joined = { ...community, myRole: 'MEMBER' };

type Answer = { status: number; body: unknown };

/** The REST writes the graph does not serve yet: answers by method and path; every call recorded. */
function serve(answers: Record<string, Answer>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const answer = answers[`${method} ${url}`] ?? { status: 404, body: { message: 'Not found' } };
    const text = JSON.stringify(answer.body);
    return Promise.resolve({
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      json: () => Promise.resolve(answer.body),
      text: () => Promise.resolve(text),
    });
  }) as unknown as typeof fetch;
  return calls;
}

function renderPage(graph: Record<string, Handler> = {}) {
  const server = fakeGraphql({ Communities: () => ({ communities: [community] }), MyCommunities: () => ({ myCommunities: [] }), ...graph });
  render(
    <ApolloProvider client={server.client}>
      <AuthProvider initial={{ status: 'ready', user }}>
        <MemoryRouter>
          <Communities />
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
  return server;
}

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('Communities page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('lists the communities the graph serves, each intention in words', async () => {
    serve({});
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Morning Stillness' })).closest('li')!;
    expect(card).toHaveTextContent('Non-Violence');
    expect(card).toHaveTextContent('3 members');
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/communities/g1');
  });

  it('shows a failed read of the communities with a retry, not as an empty list', async () => {
    serve({});
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

  it('shows My Communities from the graph: Open on each, the Owner badge and Manage on the ones I own', async () => {
    serve({});
    renderPage({ MyCommunities: () => ({ myCommunities: [founded, joined] }) });
    openTab('My Communities');
    const mine = (await screen.findByRole('heading', { name: 'Evening Kindness' })).closest('li')!;
    expect(mine).toHaveTextContent('Compassion');
    expect(mine).toHaveTextContent('Private');
    expect(within(mine).getByText('Owner')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/communities/g9');

    const theirs = screen.getByRole('heading', { name: 'Morning Stillness' }).closest('li')!;
    expect(within(theirs).queryByText('Owner')).not.toBeInTheDocument();
    expect(within(theirs).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/communities/g1');
    expect(within(theirs).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says so when I have joined no community yet', async () => {
    serve({});
    renderPage();
    openTab('My Communities');
    expect(await screen.findByText('You have not joined a community yet')).toBeInTheDocument();
  });

  it('shows a failed read of My Communities with a retry, not as an empty list', async () => {
    serve({});
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
    expect(server.calls('MyCommunities')).toHaveLength(2);
  });

  it('asks a person whose session has ended to log in, rather than to retry', async () => {
    serve({});
    renderPage({
      MyCommunities: () => ({
        myCommunities: () => {
          throw new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } });
        },
      }),
    });
    openTab('My Communities');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fcommunities');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('creates a community, reports no error and shows it in My Communities', async () => {
    const calls = serve({ 'POST /api/meditation-groups': { status: 201, body: { id: 'g9' } } });
    const created = () => calls.some((call) => call.method === 'POST');
    renderPage({ MyCommunities: () => ({ myCommunities: created() ? [founded] : [] }) });
    openTab('Create');
    const form = screen.getByRole('button', { name: 'Create Community' }).closest('form')!;
    const name = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Evening Kindness' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Intention' }), { target: { value: 'COMPASSION' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Community' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Communities' })).toHaveAttribute('aria-selected', 'true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Evening Kindness',
      // REST speaks the spec's words.
      intention: 'Compassion',
      isPublic: 1,
      maxMembers: 100,
    });
    expect(currentToasts().map((toast) => toast.title)).not.toContain('Error creating community');
    const card = (await screen.findByRole('heading', { name: 'Evening Kindness' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/communities/g9');
  });

  it('says why a community could not be created', async () => {
    serve({ 'POST /api/meditation-groups': { status: 400, body: { message: 'Name is taken' } } });
    renderPage();
    openTab('Create');
    const form = screen.getByRole('button', { name: 'Create Community' }).closest('form')!;
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Evening Kindness' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Intention' }), { target: { value: 'LOVE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Community' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Error creating community', description: 'Name is taken', variant: 'destructive' }),
    );
  });

  it("joining from the list tells a member they are already in, in the server's words", async () => {
    serve({ 'POST /api/meditation-groups/g1/join': { status: 400, body: { message: 'Already a member' } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Already a member',
        description: 'You are already a member of this meditation community.',
        variant: 'default',
      }),
    );
  });

  it('joining from the list shows any other refusal with its reason', async () => {
    serve({ 'POST /api/meditation-groups/g1/join': { status: 403, body: { message: 'This community is private' } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Failed to join', description: 'This community is private', variant: 'destructive' }),
    );
  });
});
