import type { GroupSessionStatus } from './domain.js';

/**
 * The messages of the /ws live socket, written once for the gateway that sends and reads them and
 * the web app on the other end. Every message is a JSON object with a `type`. Kept free of
 * runtime dependencies so that the web app can import it as it is.
 */

/** At most this many sessions are watched by one socket at once (a list page shows fewer). */
export const MAX_WATCHED_GROUP_SESSIONS = 200;

/** What a client sends. */
export type LiveClientMessage =
  | { type: 'userConnected'; userId: string }
  /** The intention in the spec's words ('Non-Violence'), as events carry it. */
  | { type: 'startMeditation'; userId?: string; intention?: string }
  | { type: 'endMeditation'; userId?: string }
  | { type: 'timeSync'; t0: number }
  /**
   * What this socket wants to hear about group sessions, replacing what it asked for before:
   * `list` every session's status changes (a sessions list), `groupSessionIds` the status and who
   * is meditating now in each of those sessions (a session's page).
   */
  | { type: 'watchGroupSessions'; list: boolean; groupSessionIds: string[] };

/** What the server sends. */
export type LiveServerMessage =
  | { type: 'activeMeditators'; count: number }
  | { type: 'timeSync'; t0: number; serverTime: number }
  /** A session was scheduled, started, completed or cancelled. endsAt is set once it has started. */
  | { type: 'groupSessionStatus'; groupSessionId: string; status: GroupSessionStatus; endsAt: string | null }
  /** The people (user ids) whose sit in the session is running now, sent on watch and on every change. */
  | { type: 'groupSessionPresence'; groupSessionId: string; meditating: string[] }
  /** The server's clock was set: clocks measured against it must be measured again. */
  | { type: 'clockChanged' };

export type GroupSessionLiveMessage = Extract<LiveServerMessage, { type: 'groupSessionStatus' | 'groupSessionPresence' }>;

const STATUSES: readonly string[] = ['scheduled', 'active', 'completed', 'cancelled'];
const isString = (value: unknown): value is string => typeof value === 'string';

/** A server message read from its text, or null when it is not one this contract knows. */
export function parseLiveServerMessage(text: string): LiveServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  switch (message['type']) {
    case 'activeMeditators':
      return typeof message['count'] === 'number' ? { type: 'activeMeditators', count: message['count'] } : null;
    case 'timeSync':
      return typeof message['t0'] === 'number' && typeof message['serverTime'] === 'number'
        ? { type: 'timeSync', t0: message['t0'], serverTime: message['serverTime'] }
        : null;
    case 'groupSessionStatus': {
      const { groupSessionId, status, endsAt } = message;
      if (!isString(groupSessionId) || !isString(status) || !STATUSES.includes(status) || !(endsAt === null || isString(endsAt))) return null;
      return { type: 'groupSessionStatus', groupSessionId, status: status as GroupSessionStatus, endsAt };
    }
    case 'groupSessionPresence': {
      const { groupSessionId, meditating } = message;
      if (!isString(groupSessionId) || !Array.isArray(meditating) || !meditating.every(isString)) return null;
      return { type: 'groupSessionPresence', groupSessionId, meditating };
    }
    case 'clockChanged':
      return { type: 'clockChanged' };
    default:
      return null;
  }
}
