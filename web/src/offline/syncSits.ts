/**
 * Posts the sits waiting on this device (sitQueue.ts), oldest first, each with its Idempotency-Key,
 * so a post retried after a lost answer is recorded once. One sync runs at a time in the page (and
 * across tabs where the browser has Web Locks); a sit is forgotten once the server has answered it,
 * recorded or refused, and kept while the network, the server or the sign-in is missing.
 */
import type { CompleteSessionMutation } from '../graphql/__generated__/graphql';
import { forgetSit, queuedSits, type QueuedSit } from './sitQueue';

export type CompletedAnswer = CompleteSessionMutation['completeSession'];

export type SitOutcome =
  | { kind: 'recorded'; answer: CompletedAnswer }
  /** Still waiting: offline, the server unavailable, or its person not signed in here. */
  | { kind: 'kept' }
  /** The server will never take it (it overlaps another, or is too old): forgotten. */
  | { kind: 'refused'; message: string };

// The completion as the graph takes it; its answer's fields are those of CompleteSessionMutation.
const COMPLETE_SESSION = `mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {
  completeSession(input: $input, timeZone: $timeZone) {
    session { id intention location duration timestamp partial }
    newAchievements { id name description rarity }
  }
}`;

/** Refusals that no retry can change; anything else keeps the sit for later. */
export const FINAL_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT', 'UNPROCESSABLE', 'FORBIDDEN']);

/** Posts one sit with its Idempotency-Key and says what became of it. */
export type PostSit = (sit: QueuedSit) => Promise<SitOutcome>;

/** The header value of a sit's key, a quoted string as the IETF draft writes it. */
export const idempotencyHeader = (sit: QueuedSit) => `"${sit.key}"`;

interface GraphAnswer {
  data?: { completeSession?: CompletedAnswer } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Posts one sit over plain fetch, for a page without the graph's client: recorded (or the first answer to its key), refused for good, or kept for later. */
const post: PostSit = async (sit) => {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', 'Idempotency-Key': idempotencyHeader(sit) },
      body: JSON.stringify({ operationName: 'CompleteSession', query: COMPLETE_SESSION, variables: { input: sit.input, timeZone: sit.timeZone } }),
    });
  } catch {
    return { kind: 'kept' };
  }
  let body: GraphAnswer | null;
  try {
    body = (await response.json()) as GraphAnswer | null;
  } catch {
    return { kind: 'kept' };
  }
  const answer = body?.data?.completeSession;
  if (answer) return { kind: 'recorded', answer };
  const error = body?.errors?.[0];
  if (error && FINAL_CODES.has(error.extensions?.code ?? '')) return { kind: 'refused', message: error.message };
  return { kind: 'kept' };
};

export interface SyncOptions {
  /** Who is signed in: only their sits are posted. */
  userId: string;
  /** How each sit is posted: plain fetch unless the caller has the graph's client. */
  post?: PostSit;
}

async function syncNow({ userId, post: postSit = post }: SyncOptions): Promise<Map<string, SitOutcome>> {
  const outcomes = new Map<string, SitOutcome>();
  const waiting = await queuedSits();
  for (const sit of waiting) {
    if (userId !== sit.userId) {
      outcomes.set(sit.key, { kind: 'kept' });
      continue;
    }
    const outcome = await postSit(sit);
    outcomes.set(sit.key, outcome);
    if (outcome.kind === 'kept') break;
    await forgetSit(sit.key);
  }
  for (const sit of waiting) if (!outcomes.has(sit.key)) outcomes.set(sit.key, { kind: 'kept' });
  return outcomes;
}

type Listener = (outcomes: Map<string, SitOutcome>) => void;
const listeners = new Set<Listener>();

/** Hears every sync's outcomes, whoever asked for it. */
export function onSitsSynced(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let running: Promise<Map<string, SitOutcome>> = Promise.resolve(new Map<string, SitOutcome>());

/**
 * Posts every sit waiting; answers what became of each. A sync asked for while one runs follows
 * it, so a sit queued meanwhile is posted too, and never twice at once.
 */
export function syncQueuedSits(options: SyncOptions): Promise<Map<string, SitOutcome>> {
  const run = () => syncNow(options);
  const locked = () => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('peace-queued-sits', run) : run());
  const none = (): Map<string, SitOutcome> => new Map<string, SitOutcome>();
  running = running.catch(none).then(locked);
  void running.then(
    (outcomes) => listeners.forEach((listener) => listener(outcomes)),
    () => {},
  );
  return running;
}
