import { DateTimeScalar } from '@peace/kit';
import { listPublicCommunities, type CommunitiesDb } from '../commands/communities.js';

export function createResolvers(deps: { db: CommunitiesDb }) {
  return {
    DateTime: DateTimeScalar,
    Query: {
      communities: async () => (await listPublicCommunities(deps.db)).map((row) => ({ ...row.community, memberCount: row.memberCount, postCount: row.postCount })),
    },
  };
}
