import { AppError, type Clock, type Logger } from '@peace/kit';
import type { CommunityMemberNote, CommunityMemberNotes } from '../live/index.js';
import {
  activeCommunityForUpdate,
  activeCommunityShared,
  activeMembership,
  countActiveMembers,
  deleteCommunityRow,
  endMembership,
  findCommunity,
  insertCommunity,
  insertPost,
  storeMembership,
  updateCommunityRow,
  type CommunitiesDb,
  type CommunitiesTx,
  type CommunityRow,
  type CommunityView,
  type PostRow,
} from '../db/communities.repository.js';
import { communityCreated, communityDeleted, communityUpdated, memberJoined, memberLeft, postCreated } from '../events/index.js';
import { meetingDaysProblem, type CreateCommunityInput, type CreatePostInput, type UpdateCommunityInput } from './inputs.js';

// What the resolvers read, straight from the repository: no rule stands between them.
export { findCommunities, findCommunity, listMyCommunities, listPublicCommunities, membersOf, postsOf } from '../db/communities.repository.js';
export type { CommunitiesDb, CommunitiesTx, CommunityRow, CommunityView, MemberRow, PostRow } from '../db/communities.repository.js';

export interface CommunitiesDeps {
  db: CommunitiesDb;
  clock: Clock;
  /** Where each membership change is noted as it commits (see CommunityMemberNotes); absent where no other service runs. */
  memberNotes?: { notes: CommunityMemberNotes; logger: Logger };
}

/**
 * Notes a committed membership change before the person hears of it, so that groups lets them act
 * in the community at once. A note that cannot be written fails nothing: the change's event still
 * reaches every copy, a moment later.
 */
async function noteMembership(deps: CommunitiesDeps, note: Omit<CommunityMemberNote, 'at'>, at: Date): Promise<void> {
  if (!deps.memberNotes) return;
  const { notes, logger } = deps.memberNotes;
  await notes.note({ ...note, at: at.toISOString() }).catch((error: unknown) => logger.warn({ err: error, groupId: note.groupId }, 'membership note failed'));
}

/** Reads an active community and holds its row until the transaction ends: joins, leaves, changes and its deletion queue up behind each other. */
async function lockCommunity(tx: CommunitiesTx, id: string): Promise<CommunityRow> {
  const row = await activeCommunityForUpdate(tx, id);
  if (!row) throw AppError.notFound('Community not found');
  return row;
}

async function viewOf(db: CommunitiesDb, id: string, viewerId: string): Promise<CommunityView> {
  const view = await findCommunity(db, id, viewerId);
  if (!view) throw AppError.notFound('Community not found');
  return view;
}

function assertOwner(row: CommunityRow, userId: string, action: string): void {
  if (row.createdBy !== userId) throw AppError.forbidden(`Only the owner can ${action} this community`);
}

/** Creates a community; its creator is its owner and first member, in the same transaction. */
export async function createCommunity(deps: CommunitiesDeps, userId: string, input: CreateCommunityInput): Promise<CommunityView> {
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertCommunity(tx, { ...input, createdBy: userId, status: 'active', createdAt: now, updatedAt: now });
    await storeMembership(tx, { groupId: row.id, userId, role: 'owner', joinedAt: now });
    await communityCreated(tx, row, now);
    await memberJoined(tx, { groupId: row.id, userId, role: 'owner' }, now);
    return row;
  });
  await noteMembership(deps, { groupId: created.id, userId, role: 'owner', status: 'active', isPublic: created.isPublic === 1 }, now);
  return viewOf(deps.db, created.id, userId);
}

/** The fields given, without the absent ones (undefined or null, both meaning "keep it"). */
function given<T extends object>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** The owner changes a community's settings; it can never hold fewer places than it has members. */
export async function updateCommunity(deps: CommunitiesDeps, userId: string, id: string, input: UpdateCommunityInput): Promise<CommunityView> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockCommunity(tx, id);
    assertOwner(row, userId, 'change');
    const meetingSchedule = input.meetingSchedule ?? (row.meetingSchedule as CreateCommunityInput['meetingSchedule'] | null);
    // A schedule that changes without days given starts with none, as the edit form resets them.
    const scheduleChanged = input.meetingSchedule != null && input.meetingSchedule !== row.meetingSchedule;
    const meetingDays = input.meetingDays ?? (scheduleChanged ? [] : (row.meetingDays as CreateCommunityInput['meetingDays']));
    const problem = meetingDaysProblem(meetingSchedule, meetingDays);
    if (problem) throw AppError.badInput(`meetingDays: ${problem}`);
    if (input.maxMembers != null) {
      const members = await countActiveMembers(tx, id);
      if (input.maxMembers < members) throw AppError.badInput(`maxMembers: must be at least the ${members} members it already has`);
    }
    const { description, meetingTime, meetingDays: _given, ...settings } = input;
    const updated = await updateCommunityRow(tx, id, {
      ...given(settings),
      meetingDays,
      // null clears these two; absent keeps them.
      ...(description !== undefined ? { description } : {}),
      ...(meetingTime !== undefined ? { meetingTime } : {}),
      updatedAt: now,
    });
    await communityUpdated(tx, updated, now);
  });
  return viewOf(deps.db, id, userId);
}

/**
 * The owner deletes a community, its memberships and posts with it, in one transaction with its
 * event: services holding anything for it (the groups service's sessions) learn of it from there.
 */
export async function deleteCommunity(deps: CommunitiesDeps, userId: string, id: string): Promise<string> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockCommunity(tx, id);
    assertOwner(row, userId, 'delete');
    await deleteCommunityRow(tx, id);
    await communityDeleted(tx, id, userId, now);
  });
  return id;
}

/** Joins a community while it has room; a second join is a conflict, and concurrent joins never overfill it. */
export async function joinCommunity(deps: CommunitiesDeps, userId: string, id: string): Promise<CommunityView> {
  const now = deps.clock.now();
  const community = await deps.db.transaction(async (tx) => {
    const row = await lockCommunity(tx, id);
    if (await activeMembership(tx, id, userId)) throw AppError.conflict('Already a member');
    // Counted under the community's row lock, so concurrent joins see each other's rows.
    if ((await countActiveMembers(tx, id)) >= row.maxMembers) throw AppError.conflict('This community is full');
    await storeMembership(tx, { groupId: id, userId, role: 'member', joinedAt: now });
    await memberJoined(tx, { groupId: id, userId, role: 'member' }, now);
    return row;
  });
  await noteMembership(deps, { groupId: id, userId, role: 'member', status: 'active', isPublic: community.isPublic === 1 }, now);
  return viewOf(deps.db, id, userId);
}

/** Leaves a community; leaving again changes nothing. The owner cannot leave. */
export async function leaveCommunity(deps: CommunitiesDeps, userId: string, id: string): Promise<CommunityView> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const row = await lockCommunity(tx, id);
    if (row.createdBy === userId) throw AppError.conflict('The owner cannot leave the community');
    const left = await endMembership(tx, id, userId);
    if (!left) return null;
    await memberLeft(tx, { groupId: id, userId, role: left.role }, now);
    return { role: left.role, isPublic: row.isPublic === 1 };
  });
  if (ended) await noteMembership(deps, { groupId: id, userId, role: ended.role, status: 'left', isPublic: ended.isPublic }, now);
  return viewOf(deps.db, id, userId);
}

/** A member writes on a community's board. */
export async function createPost(deps: CommunitiesDeps, userId: string, groupId: string, input: CreatePostInput): Promise<PostRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Shared, not exclusive: posts do not queue behind each other, only behind a deletion.
    if (!(await activeCommunityShared(tx, groupId))) throw AppError.notFound('Community not found');
    if (!(await activeMembership(tx, groupId, userId))) throw AppError.forbidden('Only members can post in this community');
    const post = await insertPost(tx, { groupId, authorId: userId, ...input, createdAt: now, updatedAt: now });
    await postCreated(tx, post, now);
    return post;
  });
}

