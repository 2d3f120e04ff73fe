// The groups service's live state as others use it (`@peace/groups/live`): the meditation service
// writes who is sitting in a session and reads the join notes through it, and the gateway hears
// every change and reads who is sitting through it, never by naming a key or a channel.
export {
  GroupJoinNotes,
  GroupPresenceStore,
  onGroupSessionSignals,
  publishGroupSessionChange,
  publishGroupSessionStatus,
  type GroupSessionChangeSignal,
  type GroupSessionSignalHandlers,
  type GroupSessionStatusSignal,
  type JoinNoteRedis,
  type LiveRedis,
  type SittingPerson,
} from './group-live.js';
