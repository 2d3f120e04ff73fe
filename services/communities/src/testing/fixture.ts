import { randomUUID } from 'node:crypto';
import type { MemberRole } from '@peace/proto';
import { createDatabase, type DatabaseHandle } from '@peace/kit';
import { groupMembers, meditationGroups, schema } from '../db/schema.js';

export type CommunitiesHandle = DatabaseHandle<typeof schema>;

/** The communities schema over a database of the suite's own, already migrated (the suite's `createServiceDatabase('communities', name)`). */
export function createCommunitiesDatabase(url: string, options: { max?: number } = {}): CommunitiesHandle {
  return createDatabase(url, schema, { max: options.max ?? 4 });
}

/** A community created by `owner`, who is its first member, as its owner. */
export async function seedCommunity(
  database: CommunitiesHandle,
  owner: string,
  fields: Partial<typeof meditationGroups.$inferInsert> & { name: string },
  joinedAt = new Date(),
): Promise<string> {
  const [community] = await database.db
    .insert(meditationGroups)
    .values({ intention: 'Peace', createdBy: owner, ...fields })
    .returning({ id: meditationGroups.id });
  await database.db.insert(groupMembers).values({ groupId: community!.id, userId: owner, role: 'owner', joinedAt });
  return community!.id;
}

export async function seedMembership(
  database: CommunitiesHandle,
  groupId: string,
  userId: string,
  options: { role?: MemberRole; status?: string; joinedAt?: Date } = {},
): Promise<void> {
  await database.db.insert(groupMembers).values({ groupId, userId, role: options.role ?? 'member', status: options.status ?? 'active', joinedAt: options.joinedAt ?? new Date() });
}

export const somebody = (): string => randomUUID();
