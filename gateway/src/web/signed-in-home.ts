import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { Counter, type Registry } from 'prom-client';
import { parseCookieHeader, type Logger } from '@peace/kit';
import type { Caller } from '../auth/index.js';
import type { GatewayContext } from '../graph.js';

/** What the web's server bundle offers for a signed-in home (web/src/prerender/signedIn.tsx). */
interface SignedInHomeBundle {
  SIGNED_IN_HOME_PATH: string;
  TIME_ZONE_COOKIE: string;
  timeZoneFromCookie(value: string | undefined): string | null;
  signedInHomeRequest(timeZone: string): { operationName: string; query: string; variables: Record<string, unknown> };
  loadSignedInHome(): Promise<void>;
  renderSignedInHome(shell: string, data: Record<string, unknown>, timeZone: string, meditatorCount?: number): string | null;
}

/** Where the web build writes its server bundle's signed-in entry, under the built app. */
export const SIGNED_IN_HOME_BUNDLE = path.join('server', 'signedIn.mjs');

/**
 * How long a fresh load of the home waits for its data before the plain shell is sent instead (the
 * app then asks for the data itself, as it does without a rendered home).
 */
export const SIGNED_IN_HOME_WAIT_MS = 1_000;

/**
 * What the gateway answers a fresh load of the signed-in home with: the rendered home, a visitor's
 * page (the session cookie is no one's), or the app's plain shell.
 */
export type HomeAnswer = { kind: 'rendered'; html: string } | { kind: 'visitor' } | { kind: 'shell' };

export interface SignedInHome {
  /** The path it renders: the home, /. */
  path: string;
  answer(req: Request, res: Response): Promise<HomeAnswer>;
}

export interface SignedInHomeOptions {
  distDir: string;
  graph: ApolloServer<GatewayContext>;
  callerOf: (req: Request) => Caller;
  registry: Registry;
  logger: Logger;
  /** How many people are meditating now (the live socket's count), shown on the home. */
  meditatorCount?: () => Promise<number>;
  waitMs?: number;
}

function isBundle(value: unknown): value is SignedInHomeBundle {
  if (typeof value !== 'object' || value === null) return false;
  const bundle = value as Record<string, unknown>;
  return (
    typeof bundle['SIGNED_IN_HOME_PATH'] === 'string' &&
    typeof bundle['TIME_ZONE_COOKIE'] === 'string' &&
    ['timeZoneFromCookie', 'signedInHomeRequest', 'loadSignedInHome', 'renderSignedInHome'].every((name) => typeof bundle[name] === 'function')
  );
}

/**
 * Renders a signed-in person's home with their data for each fresh load of it, through the web's
 * server bundle: the graph answers who is signed in and every card's data in one operation, run
 * in-process as the person, and the page paints with them before the app's code has run. Only a
 * browser that has told its time zone (the web's cookie) gets it, since the home shows that
 * zone's day. Undefined when the web build wrote no server bundle.
 */
export async function loadSignedInHome(options: SignedInHomeOptions): Promise<SignedInHome | undefined> {
  const file = path.join(options.distDir, SIGNED_IN_HOME_BUNDLE);
  const index = path.join(options.distDir, 'index.html');
  if (!existsSync(file) || !existsSync(index)) return undefined;
  const { graph, callerOf, logger } = options;
  let bundle: unknown;
  try {
    bundle = await import(pathToFileURL(file).href);
    if (!isBundle(bundle)) throw new Error(`${file} is not the web's signed-in home bundle`);
    await bundle.loadSignedInHome();
  } catch (error) {
    // The app still works without it: every fresh load of the home gets the plain shell.
    logger.error({ err: error }, 'the web build\'s server bundle did not load: signed-in homes are not rendered by the server');
    return undefined;
  }
  const shell = readFileSync(index, 'utf8');
  const waitMs = options.waitMs ?? SIGNED_IN_HOME_WAIT_MS;
  const answers = new Counter({
    name: 'gateway_signed_in_home_total',
    help: "Fresh loads of the signed-in home by answer: rendered, visitor (the cookie is no one's), shell (no time zone known, or the data was late or failed)",
    labelNames: ['answer', 'reason'],
    registers: [options.registry],
  });

  const shellFor = (reason: string): HomeAnswer => {
    answers.inc({ answer: 'shell', reason });
    return { kind: 'shell' };
  };

  return {
    path: bundle.SIGNED_IN_HOME_PATH,
    async answer(req, res) {
      const timeZone = bundle.timeZoneFromCookie(parseCookieHeader(req.headers.cookie).get(bundle.TIME_ZONE_COOKIE));
      if (!timeZone) return shellFor('no time zone');
      const { requestId, session: lookup } = callerOf(req);
      let timer: NodeJS.Timeout | undefined;
      try {
        const session = await lookup;
        if (!session) {
          answers.inc({ answer: 'visitor', reason: '' });
          return { kind: 'visitor' };
        }
        // A session in use slides; the browser's cookie must slide with it.
        if (session.refreshCookie) res.append('Set-Cookie', session.refreshCookie);
        const request = bundle.signedInHomeRequest(timeZone);
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), waitMs);
        });
        // The count is a nicety: without it the home shows the fallback until the live socket says it.
        const counted = options.meditatorCount?.().catch(() => undefined);
        const result = await Promise.race([
          graph.executeOperation(request, { contextValue: { userId: session.userId, requestId } satisfies GatewayContext }),
          late,
        ]);
        if (result === 'late') return shellFor('late');
        if (result.body.kind !== 'single') throw new Error('the home operation answered incrementally');
        const { data, errors } = result.body.singleResult;
        // A card whose data failed shows its own notice and retry: the app renders it.
        if (errors?.length || !data) {
          logger.debug({ requestId, errors: errors?.map((error) => error.message) }, 'the signed-in home is sent as the app shell: its data failed');
          return shellFor('data failed');
        }
        const html = bundle.renderSignedInHome(shell, data, timeZone, await Promise.race([counted, late.then(() => undefined)]));
        if (html === null) {
          answers.inc({ answer: 'visitor', reason: '' });
          return { kind: 'visitor' };
        }
        answers.inc({ answer: 'rendered', reason: '' });
        return { kind: 'rendered', html };
      } catch (error) {
        logger.warn({ err: error, requestId }, 'the signed-in home could not be rendered; the app shell is sent instead');
        return shellFor('failed');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
