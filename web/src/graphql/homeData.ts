/** How many recent meditations the home lists. */
export const RECENT_SESSIONS_SHOWN = 10;
