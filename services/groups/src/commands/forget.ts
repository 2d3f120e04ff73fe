import type { Page } from '@peace/kit';
import { deleteLinesOf } from '../db/closing-lines.repository.js';
import { deleteMembershipsOf } from '../db/community-copy.repository.js';
import { anonymiseMinutesOf, forgetCreatorAndParticipant, sessionsOfPerson, type GroupSessionRow, type GroupsDb, type GroupsTx } from '../db/group-sessions.repository.js';

/**
 * Forgets a person who deleted their account. The group sessions they scheduled stay for everyone
 * else, created by "a former member"; they leave every session they had joined and their copy of
 * community memberships, and the closing lines they left go. The minutes they sat in a group session stay in its total, under an id
 * that names nobody, so the session's figure others saw does not change.
 */
export async function forgetPerson(tx: GroupsTx, userId: string): Promise<void> {
  await forgetCreatorAndParticipant(tx, userId);
  await deleteLinesOf(tx, userId);
  await anonymiseMinutesOf(tx, userId);
  await deleteMembershipsOf(tx, userId);
}

/** The group sessions a person scheduled or joined, oldest first, a page at a time: their part of a data export. */
export function sessionsOf(db: GroupsDb, userId: string, page: Page): Promise<GroupSessionRow[]> {
  return sessionsOfPerson(db, userId, page);
}
