import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { startTransition, use } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { homeAnswer } from '../../test/homeAnswer';
import { forgetEarlyHome, homeVariables, primeHome, receiveRenderedHome } from '../graphql/homeData';
import { createApolloClient } from '../graphql/client';
import { FakeSocket } from '../live/fakeSocket';
import { GroupSessionsCard } from '../pages/home/GroupSessionsCard';
import SignedInShell from './SignedInShell';

const user = { id: 'user-1', firstName: 'Ada', lastName: null, email: 'ada@example.com', profileImageUrl: null, createdAt: null };

/** Suspends the first render that reaches it until the test lets it go: React throws that render away and makes it again. */
function gate() {
  let open = false;
  let release = () => {};
  const waiting = new Promise<void>((resolve) => {
    release = () => {
      open = true;
      resolve();
    };
  });
  function Gate() {
    if (!open) use(waiting);
    return null;
  }
  return { Gate, release };
}

describe('the signed-in shell with the home data the page came with', () => {
  let container: HTMLElement;
  let root: Root;
  const requests = jest.fn<typeof fetch>(() => new Promise<Response>(() => {}));

  beforeEach(() => {
    FakeSocket.all = [];
    Object.assign(globalThis, { WebSocket: FakeSocket, fetch: requests });
    requests.mockClear();
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    receiveRenderedHome({ variables: homeVariables(), data: homeAnswer });
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    forgetEarlyHome();
  });

  it('shows it from a render made again after the first was thrown away, and forgets it once on screen', async () => {
    const { Gate, release } = gate();
    await act(async () => {
      startTransition(() => {
        root.render(
          <MemoryRouter>
            <Routes>
              <Route element={<SignedInShell user={user} />}>
                <Route
                  path="/"
                  element={
                    <>
                      <Gate />
                      <GroupSessionsCard />
                    </>
                  }
                />
              </Route>
            </Routes>
          </MemoryRouter>,
        );
      });
      await Promise.resolve();
    });
    expect(container.textContent).toBe('');
    await act(async () => release());

    expect(screen.getByText(/live now/)).toBeTruthy();
    expect(screen.queryByText('Loading sessions...')).toBeNull();
    const asked = requests.mock.calls.map(([, init]) => (typeof init?.body === 'string' ? init.body : ''));
    expect(asked.filter((body) => body.includes('GroupSessions'))).toEqual([]);
    // A shell mounted later, after signing in again, asks for its data afresh.
    expect(primeHome(createApolloClient(), homeVariables())).toBe(false);
  });
});
