// The server bundle's entry for a signed-in person's home: the gateway asks the graph for who is
// signed in and every home card's data in one operation, and renders the home with the answer
// for each fresh load of /, so the page paints with its data before any JavaScript has run. The
// browser then hydrates that markup from the same answer (see main.tsx). Rendering is
// synchronous: the home's code is loaded once, before the first render, so nothing suspends, and
// the person's time zone is set for exactly the one render.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App, loadSignedInShell } from '../App';
import { parseUser } from '../auth/currentUser';
import { MeDocument } from '../graphql/__generated__/graphql';
import { forgetEarlyHome, homeQuery, homeVariables, mergeQueries, receiveRenderedHome } from '../graphql/homeData';
import { knowMeditatorCount } from '../live/renderedCount';
import { inTimeZone, timeZoneFromCookie, TIME_ZONE_COOKIE } from '../lib/time';
import { loadPage } from '../routes/pages';
import { signedInDocument, type SignedInState } from './document';

export { TIME_ZONE_COOKIE, timeZoneFromCookie };

/** The path the server renders for a signed-in person. */
export const SIGNED_IN_HOME_PATH = '/';

let query: string | undefined;

/** The one operation the server runs for a signed-in home: who is signed in, and every home card's data. */
export function signedInHomeRequest(timeZone: string): { operationName: string; query: string; variables: Record<string, unknown> } {
  query ??= print(addTypenameToDocument(mergeQueries('SignedInHome', [MeDocument, homeQuery()])));
  return { operationName: 'SignedInHome', query, variables: { ...homeVariables(timeZone) } };
}

/** Loads the code the home renders with: until it has, renderSignedInHome cannot render. */
export async function loadSignedInHome(): Promise<void> {
  await Promise.all([loadSignedInShell(), loadPage('home')]);
}

const AtHome = ({ children }: { children: ReactNode }) => <StaticRouter location={SIGNED_IN_HOME_PATH}>{children}</StaticRouter>;

/**
 * The built index.html with the signed-in home rendered into it from the graph's answer to
 * signedInHomeRequest(timeZone) and the live count of people meditating, when known; null when
 * the answer has no one signed in. Throws when the home did not render whole (its code not
 * loaded, or data it could not show).
 */
export function renderSignedInHome(shell: string, data: Record<string, unknown>, timeZone: string, meditatorCount?: number): string | null {
  const user = parseUser(data['me']);
  if (!user) return null;
  const { me: _me, ...home } = data;
  const counted = meditatorCount !== undefined && Number.isSafeInteger(meditatorCount) && meditatorCount >= 0 ? meditatorCount : undefined;
  const state: SignedInState = { user, variables: homeVariables(timeZone), data: home, ...(counted === undefined ? {} : { meditatorCount: counted }) };
  receiveRenderedHome(state);
  knowMeditatorCount(counted);
  let html: string;
  try {
    html = inTimeZone(timeZone, () =>
      renderToString(
        <StrictMode>
          <App router={AtHome} auth={{ status: 'ready', user }} />
        </StrictMode>,
      ),
    );
  } finally {
    forgetEarlyHome();
    knowMeditatorCount(undefined);
  }
  // A part that suspended is sent as its loading state, marked for the browser to render ("<!--$!").
  if (html.includes('<!--$!')) throw new Error('the signed-in home did not render whole');
  return signedInDocument(shell, html, state);
}
