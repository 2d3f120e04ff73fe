import { INTENTIONS, type ActiveSessionState, type GroupSessionStatus, type Intention } from './domain.js';

/**
 * The messages of the /ws live socket, written once for the gateway that sends and reads them and
 * the web app on the other end. Every message is a JSON object with a `type`. Kept free of
 * runtime dependencies so that the web app can import it as it is.
 */

/** At most this many sessions are watched by one socket at once (a list page shows fewer). */
export const MAX_WATCHED_GROUP_SESSIONS = 200;

/**
 * A person's sit in progress in absolute times, from which any device computes the time left
 * with its measured clock offset: running, it ends at startTime + duration + totalPausedMs; paused,
 * it has duration - (pausedAt - startTime - totalPausedMs) left.
 */
export interface ActiveSit {
  id: string;
  state: ActiveSessionState;
  /** Minutes. */
  duration: number;
  /** ISO-8601. */
  startTime: string;
  /** ISO-8601, set while paused. */
  pausedAt: string | null;
  totalPausedMs: number;
  /** Set for a sit in a group session, which that session's page shows. */
  groupSessionId: string | null;
}

/**
 * A person's sit changed (started, paused or resumed, or ended: sit null), as the meditation
 * service announces it once committed; the gateway forwards it to that person's sockets only.
 */
export interface ActiveSitAnnouncement {
  userId: string;
  sit: ActiveSit | null;
}

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

/** How many people meditate now for each intention, every intention present (0 when nobody). */
export type IntentionCounts = Record<Intention, number>;

/** What the server sends. */
export type LiveServerMessage =
  /**
   * Who is meditating now: count in all, intentions for each intention. Sent on connect and then
   * at most once a second, only when something changed. Clients from before intentions read count.
   */
  | { type: 'activeMeditators'; count: number; intentions: IntentionCounts }
  | { type: 'timeSync'; t0: number; serverTime: number }
  /** A session was scheduled, started, completed or cancelled. endsAt is set once it has started. */
  | { type: 'groupSessionStatus'; groupSessionId: string; status: GroupSessionStatus; endsAt: string | null }
  /**
   * How many people's sit in the session is running now, sent on watch and on every change. Who
   * they are (user ids, which the graph's participants list names) is for the session's
   * participants only: anyone else is sent meditating null.
   */
  | { type: 'groupSessionPresence'; groupSessionId: string; count: number; meditating: string[] | null }
  /**
   * Someone joined or left the session: sent within a second to every socket watching it, with how
   * many are in it now. A participant's page reads who they are from the graph again.
   */
  | { type: 'groupSessionParticipants'; groupSessionId: string; participantCount: number }
  /**
   * A line was left in, or removed from, the session's closing circle: sent within a second to the
   * sockets of those who may read the circle (its participants and its creator), which read the
   * lines from the graph again. Nobody else hears of it.
   */
  | { type: 'groupSessionClosingLines'; groupSessionId: string }
  /** The server's clock was set: clocks measured against it must be measured again. */
  | { type: 'clockChanged' }
  /** The signed-in person's own sit changed (on this device or another); null when it ended. */
  | { type: 'activeSit'; sit: ActiveSit | null }
  /**
   * The figures answered for the signed-in person (the totals their sits count in, their week, their
   * suggestions) changed: the stats service's read models have their latest sit, so figures read
   * now include it. Sent to that person's sockets only.
   */
  | { type: 'figuresChanged' };

export type GroupSessionLiveMessage = Extract<LiveServerMessage, { type: 'groupSessionStatus' | 'groupSessionPresence' | 'groupSessionParticipants' | 'groupSessionClosingLines' }>;

const STATUSES: readonly string[] = ['scheduled', 'active', 'completed', 'cancelled'];
const SIT_STATES: readonly string[] = ['countdown', 'meditating', 'paused'];
const isString = (value: unknown): value is string => typeof value === 'string';
const isInstant = (value: unknown): value is string => isString(value) && Number.isFinite(Date.parse(value));

/** A sit as announced or sent, or null when the value is not one. */
export function readActiveSit(value: unknown): ActiveSit | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, state, duration, startTime, pausedAt, totalPausedMs, groupSessionId } = value as Record<string, unknown>;
  if (!isString(id) || !isString(state) || !SIT_STATES.includes(state) || !(groupSessionId === null || isString(groupSessionId))) return null;
  if (typeof duration !== 'number' || !(duration > 0) || typeof totalPausedMs !== 'number' || !(totalPausedMs >= 0)) return null;
  if (!isInstant(startTime) || !(pausedAt === null || isInstant(pausedAt))) return null;
  return { id, state: state as ActiveSessionState, duration, startTime, pausedAt, totalPausedMs, groupSessionId };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Every intention's count, or null when one is missing or not a count. */
function readIntentionCounts(value: unknown): IntentionCounts | null {
  if (typeof value !== 'object' || value === null) return null;
  const counts = value as Record<string, unknown>;
  return INTENTIONS.every((intention) => isCount(counts[intention])) ? (Object.fromEntries(INTENTIONS.map((intention) => [intention, counts[intention]])) as IntentionCounts) : null;
}

/** A JSON object read from text, or null when the text is not one. */
function parseObject(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** An announcement read from its Redis message, or null when it is not one. */
export function parseActiveSitAnnouncement(text: string): ActiveSitAnnouncement | null {
  const value = parseObject(text);
  if (!value) return null;
  const { userId, sit } = value;
  if (!isString(userId)) return null;
  if (sit === null) return { userId, sit: null };
  const read = readActiveSit(sit);
  return read ? { userId, sit: read } : null;
}

/** A server message read from its text, or null when it is not one this contract knows. */
export function parseLiveServerMessage(text: string): LiveServerMessage | null {
  const message = parseObject(text);
  if (!message) return null;
  switch (message['type']) {
    case 'activeMeditators': {
      const { count } = message;
      const intentions = readIntentionCounts(message['intentions']);
      return typeof count === 'number' && intentions ? { type: 'activeMeditators', count, intentions } : null;
    }
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
      if (!isString(groupSessionId) || !(meditating === null || (Array.isArray(meditating) && meditating.every(isString)))) return null;
      // A gateway from before counts were sent names everyone and sends no count: its list's length is the count.
      const count = isCount(message['count']) ? message['count'] : meditating?.length;
      return count === undefined ? null : { type: 'groupSessionPresence', groupSessionId, count, meditating };
    }
    case 'groupSessionParticipants': {
      const { groupSessionId, participantCount } = message;
      return isString(groupSessionId) && isCount(participantCount) ? { type: 'groupSessionParticipants', groupSessionId, participantCount } : null;
    }
    case 'groupSessionClosingLines':
      return isString(message['groupSessionId']) ? { type: 'groupSessionClosingLines', groupSessionId: message['groupSessionId'] } : null;
    case 'clockChanged':
      return { type: 'clockChanged' };
    case 'figuresChanged':
      return { type: 'figuresChanged' };
    case 'activeSit': {
      if (message['sit'] === null) return { type: 'activeSit', sit: null };
      const sit = readActiveSit(message['sit']);
      return sit ? { type: 'activeSit', sit } : null;
    }
    default:
      return null;
  }
}
