/** Days belong to the person; the rules are shared with the stats service through the kit. */
export { computeStreaks, parseTimeZone, rethrowUnknownTimeZone, streaksOf, type DayRule, type Streaks } from '@peace/kit';
