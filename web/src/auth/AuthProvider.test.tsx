import { render, screen } from '@testing-library/react';
import { AuthProvider, useAuth, type AuthState } from './AuthProvider';
import { forgetCurrentUser } from './currentUser';

function Who() {
  const auth = useAuth();
  return <p>{auth.status === 'loading' ? 'checking' : (auth.user?.firstName ?? 'visitor')}</p>;
}

function answerMe(me: Record<string, unknown> | null) {
  globalThis.fetch = () =>
    Promise.resolve({
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      json: () => Promise.resolve({ data: { me } }),
    } as unknown as Response);
}

/** The graph answers that nobody is signed in; answers how many times it has been asked since. */
function answerNobodyCounting(): () => number {
  let asked = 0;
  answerMe(null);
  const answer = globalThis.fetch;
  globalThis.fetch = (...args) => {
    asked += 1;
    return answer(...args);
  };
  return () => asked;
}

const visitor: AuthState = { status: 'ready', user: null };

describe('the sign-in state of a page rendered ahead of time for visitors', () => {
  beforeEach(() => forgetCurrentUser());

  it("starts as the visitor's, as the page was rendered, then shows the person the sign-in check finds", async () => {
    answerMe({ id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null });
    render(
      <AuthProvider provisional={visitor}>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(await screen.findByText('Ada')).toBeInTheDocument();
  });

  it("stays a visitor's when the check finds nobody signed in", async () => {
    const asked = answerNobodyCounting();
    render(
      <AuthProvider provisional={visitor}>
        <Who />
      </AuthProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked()).toBe(1);
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });
});

describe('a fixed sign-in state', () => {
  beforeEach(() => forgetCurrentUser());

  it('is never checked', async () => {
    const asked = answerNobodyCounting();
    render(
      <AuthProvider initial={visitor}>
        <Who />
      </AuthProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked()).toBe(0);
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });
});
