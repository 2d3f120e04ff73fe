import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import type { CurrentUser } from '../auth/currentUser';
import { createApolloClient } from '../graphql/client';
import { LiveProvider } from '../live/LiveProvider';
import { EndLight } from '../practice/EndLight';
import { PracticeProvider } from '../practice/PracticeProvider';
import { MainNav } from './MainNav';
import { ScrollToTop } from './ScrollToTop';

/** Everything a signed-in person's screens share: data, the live count, the running meditation, navigation. */
export default function SignedInShell({ user }: { user: CurrentUser }) {
  const [client] = useState(createApolloClient);
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
          <EndLight />
        </PracticeProvider>
      </LiveProvider>
    </ApolloProvider>
  );
}
