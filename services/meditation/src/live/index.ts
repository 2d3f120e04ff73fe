// The meditation service's live state as others read it (`@peace/meditation/live`): who is
// meditating now, and each person's sit as it changes. The gateway (the /ws count, the GraphQL
// subscription, a person's own sockets) and stats read through it, never by naming a key or a
// channel.
export { onPresenceChanged, PresenceStore, type PresenceCounts, type PresenceReader } from './presence.js';
export { onActiveSit, publishActiveSit } from './active-sits.js';
