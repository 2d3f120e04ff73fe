import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider';
import Community from './Community';

const user = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };

/** A community as its REST call answers it, in the spec's words. */
const stillness = {
  id: 'g1',
  name: 'Morning Stillness',
  description: 'Quiet mornings together',
  intention: 'Non-Violence',
  isPublic: 1,
  maxMembers: 100,
  createdBy: 'u2',
  createdAt: '2025-01-01T00:00:00Z',
};

type Answer = { status: number; body: unknown };

/** Community detail is not in the graph yet: its REST calls, answered by path. */
function serve(answers: Record<string, Answer>) {
  globalThis.fetch = jest.fn((url: string) => {
    const answer = answers[url] ?? { status: 404, body: { message: 'Not found' } };
    return Promise.resolve({
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      json: () => Promise.resolve(answer.body),
      text: () => Promise.resolve(JSON.stringify(answer.body)),
    });
  }) as unknown as typeof fetch;
}

function renderPage() {
  render(
    <AuthProvider initial={{ status: 'ready', user }}>
      <MemoryRouter initialEntries={['/communities/g1']}>
        <Routes>
          <Route path="/communities/:groupId" element={<Community />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

const members = { status: 200, body: [{ id: 'u2', firstName: 'Grace', lastName: 'Hopper' }] };

describe('Community page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the community with its intention in words, its members and a way to join', async () => {
    serve({
      '/api/meditation-groups/g1': { status: 200, body: stillness },
      '/api/meditation-groups/g1/members': members,
      '/api/meditation-groups/g1/past-sessions': { status: 200, body: [] },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Stillness' })).toBeInTheDocument();
    expect(screen.getByText('Non-Violence')).toBeInTheDocument();
    expect(await screen.findByText(/Grace Hopper/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Community' })).toBeInTheDocument();
  });

  it('shows Community Not Found for a community that does not exist', async () => {
    serve({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Community Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a failed read with a retry rather than calling the community missing', async () => {
    serve({ '/api/meditation-groups/g1': { status: 503, body: { message: 'Unavailable' } } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this community' })).toBeInTheDocument();
    expect(screen.queryByText('Community Not Found')).not.toBeInTheDocument();

    serve({
      '/api/meditation-groups/g1': { status: 200, body: stillness },
      '/api/meditation-groups/g1/members': members,
      '/api/meditation-groups/g1/past-sessions': { status: 200, body: [] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Stillness' })).toBeInTheDocument();
  });

  it('shows a failed read of the members with a retry, not as "No members yet"', async () => {
    serve({
      '/api/meditation-groups/g1': { status: 200, body: stillness },
      '/api/meditation-groups/g1/members': { status: 500, body: { message: 'Internal server error' } },
      '/api/meditation-groups/g1/past-sessions': { status: 200, body: [] },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load members');
    expect(screen.queryByText('No members yet')).not.toBeInTheDocument();

    serve({
      '/api/meditation-groups/g1': { status: 200, body: stillness },
      '/api/meditation-groups/g1/members': members,
      '/api/meditation-groups/g1/past-sessions': { status: 200, body: [] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Grace Hopper/)).toBeInTheDocument();
  });
});
