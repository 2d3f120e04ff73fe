import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import type { CurrentUser } from '../auth/currentUser';
import { createApolloClient } from '../graphql/client';
import { forgetEarlyHome, primeHome, receiveEarlyHome } from '../graphql/homeData';
import { LiveProvider } from '../live/LiveProvider';
import { PracticeProvider } from '../practice/PracticeProvider';
import { MainNav } from './MainNav';
import { ScrollToTop } from './ScrollToTop';

/**
 * How long the shell waits for the home's data index.html asked for, once its own code has arrived:
 * the answer is usually there before the code is, and the cards ask for themselves when it is not.
 */
const EARLY_HOME_WAIT_MS = 1500;

/** Resolves once the home's early data has arrived (or was not asked for, or is late). */
export const homeDataArrived = receiveEarlyHome(EARLY_HOME_WAIT_MS);

/** Everything a signed-in person's screens share: data, the live count, the running meditation, navigation. */
export default function SignedInShell({ user }: { user: CurrentUser }) {
  const [client] = useState(() => {
    const created = createApolloClient();
    primeHome(created);
    return created;
  });
  // On screen with its client: a shell mounted later (after signing in again) asks afresh.
  useEffect(() => forgetEarlyHome(), []);
  return (
    <ApolloProvider client={client}>
      <LiveProvider userId={user.id}>
        <PracticeProvider userId={user.id}>
          <ScrollToTop />
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <div className="app-shell">
            {/* Before the content, so on a wide screen the top bar comes first for keyboards too; a phone pins it to the bottom. */}
            <MainNav />
            <main id="main" className="app-shell__main" tabIndex={-1}>
              <Outlet />
            </main>
          </div>
        </PracticeProvider>
      </LiveProvider>
    </ApolloProvider>
  );
}
