// The communities service's live state as others use it (`@peace/communities/live`): groups reads
// the membership just made before its copy has it, and the gateway hears every membership change,
// never by naming a key or a channel.
export { CommunityMemberNotes, onMembershipChanged, type CommunityMemberNote, type MemberNoteRedis } from './member-notes.js';
