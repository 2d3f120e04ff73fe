import { ApolloProvider } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { earlyHomeAnswers, forgetEarlyHome, type CurrentUser } from '../auth/currentUser';
import { createApolloClient } from '../graphql/client';
import { primeHome } from '../graphql/homeData';
import { keepCacheOnLeave, restoreKeptCache } from '../graphql/keptCache';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { browserTimeZone } from '../lib/time';
import { LiveProvider } from '../live/LiveProvider';
import { FreshFigures } from '../live/useFreshFigures';
import { EndLight } from '../practice/EndLight';
import { PracticeProvider } from '../practice/PracticeProvider';
import { MainNav } from './MainNav';
import { ScrollToTop } from './ScrollToTop';

/** Everything a signed-in person's screens share: data, the live count, the running meditation, navigation. */
export default function SignedInShell({ user }: { user: CurrentUser }) {
  const [client] = useState(() => {
    const created = createApolloClient();
    // Opened offline, the screens show what was last known rather than failing to read.
    restoreKeptCache(created.cache, user.id);
    // On the signed-in home, the cards' data came with the sign-in check.
    primeHome(created, earlyHomeAnswers(), browserTimeZone());
    return created;
  });
  // On screen with its client: a shell mounted later (after signing in again) asks afresh.
  useEffect(() => forgetEarlyHome(), []);
  useEffect(() => keepCacheOnLeave(client.cache, user.id), [client, user.id]);
  // Back online, what was shown as last known is read afresh.
  useEffect(() => {
    const refresh = () => void client.refetchQueries({ include: 'active' }).catch((error: unknown) => console.debug('Could not read afresh', error));
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [client]);
  return (
    <ApolloProvider client={client}>
      <LiveProvider userId={user.id}>
        <FreshFigures />
        <PracticeProvider userId={user.id}>
          <ScrollToTop />
          <a className="skip-link" href="#main">
            <Trans>Skip to content</Trans>
          </a>
          <div className="app-shell">
            {/* Before the content, so on a wide screen the top bar comes first for keyboards too; a phone pins it to the bottom. */}
            <MainNav />
            <main id="main" className="app-shell__main" tabIndex={-1}>
              <Outlet />
            </main>
            <footer className="app-footer">
              <LanguageSwitch />
            </footer>
          </div>
          <EndLight />
        </PracticeProvider>
      </LiveProvider>
    </ApolloProvider>
  );
}
