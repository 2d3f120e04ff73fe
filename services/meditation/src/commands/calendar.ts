/** Days belong to the person; the rules are shared with the stats service through the kit. */
export { computeStreaks, parseTimeZone, rethrowUnknownTimeZone, type Streaks } from '@peace/kit';
