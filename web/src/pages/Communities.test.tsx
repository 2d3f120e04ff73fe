import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

/** The same kind of community as a REST call answers it, in the spec's words. */
const mine = {
  id: 'g9',
  name: 'Evening Kindness',
  description: 'Together at dusk',
  intention: 'Compassion',
  isPublic: 1,
  maxMembers: 100,
  createdBy: 'u1',
  createdAt: '2025-01-01T00:00:00Z',
  memberCount: 1,
};

type Answer = { status: number; body: unknown };

/** The REST calls the graph does not serve yet: answers by method and path; every call recorded. */
function serve(answers: Record<string, Answer>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
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
  const server = fakeGraphql({ Communities: () => ({ communities: [community] }), ...graph });
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

const lists = {
  'GET /api/users/meditation-groups': { status: 200, body: [] },
};

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('Communities page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('lists the communities the graph serves, each intention in words', async () => {
    serve(lists);
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Morning Stillness' })).closest('li')!;
    expect(card).toHaveTextContent('Non-Violence');
    expect(card).toHaveTextContent('3 members');
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/communities/g1');
  });

  it('shows a failed read of the communities with a retry, not as an empty list', async () => {
    serve(lists);
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

  it('shows My Communities from their REST call, in words, with the Owner badge', async () => {
    serve({ 'GET /api/users/meditation-groups': { status: 200, body: [mine] } });
    renderPage();
    openTab('My Communities');
    const card = (await screen.findByRole('heading', { name: 'Evening Kindness' })).closest('li')!;
    expect(card).toHaveTextContent('Compassion');
    expect(card).toHaveTextContent('Owner');
    expect(within(card).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/communities/g9');
  });

  it('shows a failed read of My Communities with a retry', async () => {
    serve({ 'GET /api/users/meditation-groups': { status: 502, body: { message: 'Bad gateway' } } });
    renderPage();
    openTab('My Communities');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your communities');
    expect(screen.queryByText('You have not joined a community yet')).not.toBeInTheDocument();

    const again = serve({ 'GET /api/users/meditation-groups': { status: 200, body: [mine] } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Evening Kindness' })).toBeInTheDocument();
    expect(again.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/users/meditation-groups']);
  });

  it('creates a community and reports no error', async () => {
    const calls = serve({ ...lists, 'POST /api/meditation-groups': { status: 201, body: { id: 'g2' } } });
    renderPage();
    openTab('Create');
    const form = screen.getByRole('button', { name: 'Create Community' }).closest('form')!;
    const name = within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
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
  });

  it('says why a community could not be created', async () => {
    serve({ ...lists, 'POST /api/meditation-groups': { status: 400, body: { message: 'Name is taken' } } });
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
    serve({ ...lists, 'POST /api/meditation-groups/g1/join': { status: 400, body: { message: 'Already a member' } } });
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
    serve({ ...lists, 'POST /api/meditation-groups/g1/join': { status: 403, body: { message: 'This community is private' } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Failed to join', description: 'This community is private', variant: 'destructive' }),
    );
  });
});
