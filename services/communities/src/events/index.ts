import { enqueueEvent, type SqlExecutor } from '@peace/kit';
import {
  communitiesCommunityCreated,
  communitiesCommunityDeleted,
  communitiesCommunityUpdated,
  communitiesMemberJoined,
  communitiesMemberLeft,
  communitiesPostCreated,
  type EventData,
  type Intention,
  type MeetingSchedule,
  type MemberRole,
  type PostType,
  type Weekday,
} from '@peace/proto';
import { SCHEMA, type groupPosts, type meditationGroups } from '../db/schema.js';

/**
 * What the communities service publishes, always through its outbox inside the transaction that
 * makes the change. It is the source of communities and their memberships; it consumes only what
 * identity announces of people: members-list choices and account deletions (consume.ts).
 */
export const published = [communitiesCommunityCreated, communitiesCommunityUpdated, communitiesCommunityDeleted, communitiesMemberJoined, communitiesMemberLeft, communitiesPostCreated] as const;

type CommunityRow = typeof meditationGroups.$inferSelect;
type PostRow = typeof groupPosts.$inferSelect;

// Rows only ever hold values that passed validation; each contract's schema checks again on enqueue.
function communityData(row: CommunityRow, at: Date): EventData<typeof communitiesCommunityCreated> {
  return {
    groupId: row.id,
    name: row.name,
    intention: row.intention as Intention,
    isPublic: row.isPublic === 1,
    maxMembers: row.maxMembers,
    createdBy: row.createdBy,
    meetingSchedule: row.meetingSchedule as MeetingSchedule | null,
    meetingDays: row.meetingDays as Weekday[],
    meetingTime: row.meetingTime,
    timezone: row.timezone,
    meditationDuration: row.meditationDuration,
    at: at.toISOString(),
  };
}

export function communityCreated(tx: SqlExecutor, row: CommunityRow, now: Date) {
  return enqueueEvent(tx, SCHEMA, communitiesCommunityCreated, communityData(row, now), now);
}

export function communityUpdated(tx: SqlExecutor, row: CommunityRow, now: Date) {
  return enqueueEvent(tx, SCHEMA, communitiesCommunityUpdated, communityData(row, now), now);
}

export function communityDeleted(tx: SqlExecutor, groupId: string, deletedBy: string, now: Date) {
  return enqueueEvent(tx, SCHEMA, communitiesCommunityDeleted, { groupId, deletedBy, at: now.toISOString() }, now);
}

export function memberJoined(tx: SqlExecutor, member: { groupId: string; userId: string; role: MemberRole }, now: Date) {
  return enqueueEvent(tx, SCHEMA, communitiesMemberJoined, { ...member, at: now.toISOString() }, now);
}

export function memberLeft(tx: SqlExecutor, member: { groupId: string; userId: string; role: MemberRole }, now: Date) {
  return enqueueEvent(tx, SCHEMA, communitiesMemberLeft, { ...member, at: now.toISOString() }, now);
}

export function postCreated(tx: SqlExecutor, row: PostRow, now: Date) {
  return enqueueEvent(tx, SCHEMA, communitiesPostCreated, { postId: row.id, groupId: row.groupId, authorId: row.authorId, type: row.type as PostType, at: now.toISOString() }, now);
}
