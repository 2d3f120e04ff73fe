import { readFileSync } from 'node:fs';
import { act, render, screen, waitFor } from '@testing-library/react';
import { PRERENDERED_ATTRIBUTE } from '../prerender/document';
import { AuthProvider, useAuth, type AuthState } from './AuthProvider';
import { cachedCurrentUser, forgetCurrentUser } from './currentUser';
import { useGoogleSignIn } from './signInOptions';

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

describe('the sign-in check of the app', () => {
  beforeEach(() => forgetCurrentUser());

  it("takes the answer of the graph's check index.html started, then asks the graph itself, never the REST route whose 401 a visitor's console would show", async () => {
    const calls: [unknown, RequestInit | undefined][] = [];
    globalThis.fetch = (input, init) => {
      calls.push([input, init]);
      return Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, json: () => Promise.resolve({ data: { me: null } }) } as unknown as Response);
    };
    window.__PEACE_SIGN_IN__ = Promise.resolve({
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      json: () => Promise.resolve({ data: { me: { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null } } }),
    } as unknown as Response);
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(window.__PEACE_SIGN_IN__).toBeUndefined();
    // Asked again (its answer grown stale), the graph is asked.
    forgetCurrentUser();
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[0]).toBe('/graphql');
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).not.toContain('/api/auth/user');
    expect(html).toContain('window.__PEACE_SIGN_IN__ = fetch(\'/graphql\'');
  });
});

describe('the sign-in state of a page rendered ahead of time for visitors', () => {
  beforeEach(() => {
    forgetCurrentUser();
    document.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, '');
  });
  afterEach(() => document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE));

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
    // The check has been answered once its answer is kept; what it shows is rendered with it.
    await waitFor(() => expect(cachedCurrentUser()).toBeNull());
    await act(async () => {});
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
    // No answer comes to wait on when nothing is asked: the ask would be made as the first render's
    // effects run, which render() has done; one tick lets anything they set going run too.
    expect(asked()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked()).toBe(0);
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });
});

describe('a signed-out answer', () => {
  beforeEach(() => forgetCurrentUser());

  it('says at once whether Google sign-in is offered, for the landing page it leads to', async () => {
    const asked: string[] = [];
    globalThis.fetch = (input) => {
      asked.push(input as string);
      return Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, json: () => Promise.resolve({ data: { me: null, googleSignIn: true } }) } as unknown as Response);
    };
    function Offered() {
      return <p>{useGoogleSignIn() ? 'Google offered' : 'no Google'}</p>;
    }
    render(
      <AuthProvider>
        <Who />
        <Offered />
      </AuthProvider>,
    );
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(await screen.findByText('Google offered')).toBeInTheDocument();
    expect(asked).toEqual(['/graphql']);
  });
});
