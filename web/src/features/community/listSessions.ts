import type { CommunitySession } from '../../graphql/operations';
import { communitySessionState, type CommunitySessionState } from '../communities';

const stateOrder: Record<CommunitySessionState, number> = { live: 0, upcoming: 1, completed: 2 };

export interface ListedSession {
  session: CommunitySession;
  community: string | null;
  state: CommunitySessionState;
}

interface SessionsAnswer {
  groupSessions: readonly CommunitySession[];
  myCommunities: ReadonlyArray<{ id: string; name: string; upcomingSessions: readonly CommunitySession[]; pastSessions: readonly CommunitySession[] }>;
}

/** Every session once, with its community's name, live first, then the soonest, then the latest completed. */
export function listSessions(data: SessionsAnswer, now: number): ListedSession[] {
  const names = new Map(data.myCommunities.map((community) => [community.id, community.name]));
  const byId = new Map<string, CommunitySession>();
  for (const session of data.groupSessions) byId.set(session.id, session);
  for (const community of data.myCommunities) {
    for (const session of [...community.upcomingSessions, ...community.pastSessions]) byId.set(session.id, session);
  }
  const listed: ListedSession[] = [];
  for (const session of byId.values()) {
    const state = communitySessionState(session, now);
    if (state) listed.push({ session, state, community: session.groupId ? (names.get(session.groupId) ?? null) : null });
  }
  return listed.sort((a, b) => {
    if (a.state !== b.state) return stateOrder[a.state] - stateOrder[b.state];
    const difference = new Date(a.session.startsAt).getTime() - new Date(b.session.startsAt).getTime();
    return a.state === 'completed' ? -difference : difference;
  });
}
