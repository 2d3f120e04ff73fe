import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GatewayContext } from '../graph.js';
import { LiveCommunityAccessDocument, LiveMyCommunitiesDocument, LiveSessionCommunityDocument } from '../rest/__generated__/operations.js';
import { allPages, PAGE_SIZES } from '../rest/pages.js';
import type { WatchAccess } from './groupSessions.js';

/**
 * The live socket's questions about group sessions, answered by the graph as the person behind
 * the socket, so that who may see a session is decided where its community's privacy and members
 * are kept. A failure is thrown, and the socket hears nothing of the session.
 */
export function graphWatchAccess(graph: ApolloServer<GatewayContext>): WatchAccess {
  const ask = async <TData, TVariables extends Record<string, unknown>>(userId: string | null, query: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> => {
    const response = await graph.executeOperation<TData, TVariables>({ query, variables }, { contextValue: { userId, requestId: randomUUID() } });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used here');
    const { data, errors } = response.body.singleResult;
    if (errors && errors.length > 0) throw new Error(errors[0]!.message);
    if (!data) throw new Error('the graph answered no data');
    return data;
  };
  return {
    async access(userId, groupSessionId) {
      const { groupSession } = await ask(userId, LiveSessionCommunityDocument, { id: groupSessionId });
      if (!groupSession) return null;
      const { groupId, joined } = groupSession;
      const readsCircle = joined || (userId !== null && groupSession.createdBy === userId);
      if (groupId === null) return { privateCommunityId: null, participant: joined, readsCircle };
      const { community } = await ask(userId, LiveCommunityAccessDocument, { id: groupId });
      if (community === null || (community.isPublic !== 1 && community.myRole === null)) return null;
      return { privateCommunityId: community.isPublic === 1 ? null : groupId, participant: joined, readsCircle };
    },
    async communities(userId) {
      const page = async (after: string | null) => (await ask(userId, LiveMyCommunitiesDocument, { first: PAGE_SIZES.myCommunities, after })).myCommunities;
      const myCommunities = await allPages(await page(null), PAGE_SIZES.myCommunities, page);
      return new Set(myCommunities.map((community) => community.id));
    },
  };
}
