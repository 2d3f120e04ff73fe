import { useEffect, useReducer } from 'react';
import type { GroupSessionLiveMessage } from '@peace/proto/live';
import { useLive } from './LiveProvider';

/**
 * What the live socket has said of one session's people and closing lines since its page opened:
 * how many are in it now, and how many times who they are, or the lines, have changed (the page
 * reads them from the graph again at each change).
 */
export interface SessionFrames {
  groupSessionId: string | undefined;
  /** Null until a join or a leave has been heard. */
  participantCount: number | null;
  participantChanges: number;
  closingLineChanges: number;
}

export const noFrames = (groupSessionId: string | undefined): SessionFrames => ({ groupSessionId, participantCount: null, participantChanges: 0, closingLineChanges: 0 });

/** A frame heard, or another session's page opened in its place. */
export type SessionFramesAction = GroupSessionLiveMessage | { type: 'reset'; groupSessionId: string | undefined };

export function sessionFramesReducer(state: SessionFrames, message: SessionFramesAction): SessionFrames {
  if (message.type === 'reset') return message.groupSessionId === state.groupSessionId ? state : noFrames(message.groupSessionId);
  if (message.groupSessionId !== state.groupSessionId) return state;
  switch (message.type) {
    case 'groupSessionParticipants':
      return { ...state, participantCount: message.participantCount, participantChanges: state.participantChanges + 1 };
    case 'groupSessionClosingLines':
      return { ...state, closingLineChanges: state.closingLineChanges + 1 };
    default:
      return state;
  }
}

/** The joins, leaves and closing lines of a session as the live socket tells them, within a second. */
export function useSessionFrames(groupSessionId: string | undefined): SessionFrames {
  const { watchGroupSessions } = useLive();
  const [frames, dispatch] = useReducer(sessionFramesReducer, groupSessionId, noFrames);
  useEffect(() => {
    dispatch({ type: 'reset', groupSessionId });
    if (!groupSessionId) return;
    return watchGroupSessions({ ids: [groupSessionId] }, dispatch);
  }, [groupSessionId, watchGroupSessions]);
  // Another session's page (the address changed) starts from nothing heard.
  return frames.groupSessionId === groupSessionId ? frames : noFrames(groupSessionId);
}
