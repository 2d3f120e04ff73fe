/**
 * The spec's closed sets, written once. Each maps the graph's enum value (the key) to the value the
 * services store, REST speaks and events carry (the spec's own words). Subgraphs hand these maps to
 * Apollo as enum resolvers, so their code only ever sees the spec's values; the gateway's REST
 * routes and the web translate at their edge with the same maps.
 */
export const Intentions = {
  PEACE: 'Peace',
  NON_VIOLENCE: 'Non-Violence',
  FORGIVENESS: 'Forgiveness',
  COMPASSION: 'Compassion',
  LOVE: 'Love',
  UNITY: 'Unity',
  SERVICE: 'Service',
} as const;

export const ActiveSessionStates = { COUNTDOWN: 'countdown', MEDITATING: 'meditating', PAUSED: 'paused' } as const;

export const GroupSessionStatuses = { SCHEDULED: 'scheduled', ACTIVE: 'active', COMPLETED: 'completed', CANCELLED: 'cancelled' } as const;

export const AchievementRarities = { COMMON: 'common', RARE: 'rare', EPIC: 'epic', LEGENDARY: 'legendary' } as const;

export const MeetingSchedules = { DAILY: 'daily', WEEKLY: 'weekly' } as const;

export const Weekdays = {
  MONDAY: 'monday',
  TUESDAY: 'tuesday',
  WEDNESDAY: 'wednesday',
  THURSDAY: 'thursday',
  FRIDAY: 'friday',
  SATURDAY: 'saturday',
  SUNDAY: 'sunday',
} as const;

/** A person's place in a community they belong to; the creator is its owner. */
export const MemberRoles = { OWNER: 'owner', MEMBER: 'member' } as const;

/** What a post on a community's board is. */
export const PostTypes = { DISCUSSION: 'discussion', ANNOUNCEMENT: 'announcement', QUESTION: 'question', REFLECTION: 'reflection' } as const;

/** What kind of suggestion a recommendation is. */
export const RecommendationTypes = { STREAK: 'streak', INTENTION: 'intention', DURATION: 'duration', COMMUNITY: 'community', ACHIEVEMENT: 'achievement' } as const;

export const ParticipantStatuses = { JOINED: 'joined', LEFT: 'left' } as const;

/** Skipped: the recipient turned session emails off, or has no address, by the time it was due. */
export const EmailDeliveryStatuses = { QUEUED: 'queued', SENT: 'sent', FAILED: 'failed', SKIPPED: 'skipped' } as const;

/** How the end of a sit is marked. */
export const EndSignals = { SOUND: 'sound', VIBRATION: 'vibration', LIGHT: 'light', SILENT: 'silent' } as const;

/**
 * The languages the product speaks, by their BCP 47 primary subtag; English is the source of every
 * text and the one shown when nothing else fits. Arabic is read right to left.
 */
export const Languages = { EN: 'en', ES: 'es', DE: 'de', JA: 'ja', AR: 'ar' } as const;

export const DEFAULT_LANGUAGE = Languages.EN;

/** Minutes between the soft bells during a sit; 0 is none. */
export const INTERVAL_BELL_MINUTES = [0, 1, 2, 5] as const;

type ValueOf<T> = T[keyof T];
export type Intention = ValueOf<typeof Intentions>;
export type ActiveSessionState = ValueOf<typeof ActiveSessionStates>;
export type GroupSessionStatus = ValueOf<typeof GroupSessionStatuses>;
export type AchievementRarity = ValueOf<typeof AchievementRarities>;
export type MeetingSchedule = ValueOf<typeof MeetingSchedules>;
export type Weekday = ValueOf<typeof Weekdays>;
export type MemberRole = ValueOf<typeof MemberRoles>;
export type EmailDeliveryStatus = ValueOf<typeof EmailDeliveryStatuses>;
export type ParticipantStatus = ValueOf<typeof ParticipantStatuses>;
export type PostType = ValueOf<typeof PostTypes>;
export type RecommendationType = ValueOf<typeof RecommendationTypes>;
export type EndSignal = ValueOf<typeof EndSignals>;
export type IntervalBellMinutes = (typeof INTERVAL_BELL_MINUTES)[number];
export type Language = ValueOf<typeof Languages>;

export const INTENTIONS = Object.values(Intentions) as readonly Intention[] as readonly [Intention, ...Intention[]];
export const LANGUAGES = Object.values(Languages) as readonly Language[] as readonly [Language, ...Language[]];

/** The graph's enum value for a spec value, e.g. 'Non-Violence' → 'NON_VIOLENCE'. */
export function enumValueOf<M extends Record<string, string>>(map: M, value: M[keyof M]): keyof M & string {
  const found = Object.keys(map).find((key) => map[key] === value);
  if (found === undefined) throw new Error(`no enum value for ${String(value)}`);
  return found;
}

/**
 * Stands in for a person who deleted their account where something others share keeps a creator
 * (a group session they scheduled): it names nobody, and is shown as "a former member".
 */
export const FORMER_MEMBER_ID = '00000000-0000-0000-0000-000000000000';
