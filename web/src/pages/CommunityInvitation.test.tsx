import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import CommunityInvitation from './CommunityInvitation';

type Answer = { status: number; body: unknown };

/** The invitation's REST calls (not in the graph yet), answered by path. */
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
    <MemoryRouter initialEntries={['/communities/g1']}>
      <Routes>
        <Route path="/communities/:groupId" element={<CommunityInvitation />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Community invitation', () => {
  it('shows the community in words with its member count and a sign-in to join', async () => {
    serve({
      '/api/meditation-groups/g1/public': {
        status: 200,
        body: {
          name: 'Morning Stillness',
          description: null,
          intention: 'Non-Violence',
          isPublic: 1,
          createdAt: '2025-01-15T00:00:00Z',
          meetingTime: '07:30',
        },
      },
      '/api/meditation-groups/g1/member-count': { status: 200, body: { count: 12 } },
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading community...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Stillness' })).toBeInTheDocument();
    expect(screen.getByText('Non-Violence')).toBeInTheDocument();
    expect(screen.getByText(/12 members/)).toBeInTheDocument();
    expect(screen.getByText(/Meets at 7:30 AM EST/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/api/login?returnTo=%2Fcommunities%2Fg1');
  });

  it('shows Community Not Found, with no retry, when the community cannot be read (spec §8)', async () => {
    serve({ '/api/meditation-groups/g1/public': { status: 500, body: { message: 'Internal server error' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Community Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Communities' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
