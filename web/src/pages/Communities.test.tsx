import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider';
import { currentToasts, resetToasts } from '../ui/toastStore';
import Communities from './Communities';

const user = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };
const community = {
  id: 'g1',
  name: 'Morning Stillness',
  description: null,
  intention: 'Peace',
  isPublic: 1,
  maxMembers: 100,
  createdBy: 'someone-else',
  createdAt: '2025-01-01T00:00:00Z',
  memberCount: 3,
};

type Answer = { status: number; body: unknown };

/** The API as these screens see it: answers by method and path; every call recorded. */
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

function renderPage() {
  render(
    <AuthProvider initial={{ status: 'ready', user }}>
      <MemoryRouter>
        <Communities />
      </MemoryRouter>
    </AuthProvider>,
  );
}

const lists = {
  'GET /api/meditation-groups': { status: 200, body: [community] },
  'GET /api/users/meditation-groups': { status: 200, body: [] },
};

describe('Communities page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('creates a community and reports no error', async () => {
    const calls = serve({ ...lists, 'POST /api/meditation-groups': { status: 201, body: { id: 'g2' } } });
    renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Create' }), { button: 0 });
    const form = screen.getByRole('button', { name: 'Create Community' }).closest('form')!;
    const name = within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Evening Kindness' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Intention' }), { target: { value: 'Compassion' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Community' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Communities' })).toHaveAttribute('aria-selected', 'true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Evening Kindness',
      intention: 'Compassion',
      isPublic: 1,
      maxMembers: 100,
    });
    expect(currentToasts().map((toast) => toast.title)).not.toContain('Error creating community');
  });

  it('says why a community could not be created', async () => {
    serve({ ...lists, 'POST /api/meditation-groups': { status: 400, body: { message: 'Name is taken' } } });
    renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Create' }), { button: 0 });
    const form = screen.getByRole('button', { name: 'Create Community' }).closest('form')!;
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Evening Kindness' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Intention' }), { target: { value: 'Love' } });
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
