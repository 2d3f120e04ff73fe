// Anchor: the least a federated read costs with Apollo's own parts and nothing of the product. Two
// processes, as the stack has: a subgraph (Express, Apollo Server, buildSubgraphSchema) whose one
// field is one Redis GET, and a gateway (Express, Apollo Server over ApolloGateway) whose REST route
// checks the signed session cookie and runs the one operation, sent to the subgraph as JSON over
// kept-alive connections. Settings: ANCHOR_ROLE (subgraph | gateway), ANCHOR_REDIS_URL,
// ANCHOR_SESSION_SECRET, ANCHOR_SUBGRAPH_URL (the gateway's).
import http from 'node:http';
import express from 'express';
import { Redis } from 'ioredis';
import { parse } from 'graphql';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled, ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { composeServices } from '@apollo/composition';
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { activeAnswer, announcePort, anchorSessionKey, serveActiveSession } from './announce.js';

const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type ActiveSession {
    intention: String!
    duration: Int!
    remainingSeconds: Int!
  }
  type Query {
    activeSession(sid: String!): ActiveSession
  }
`);

const disabled = [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginUsageReportingDisabled(), ApolloServerPluginLandingPageDisabled()];

async function subgraph(): Promise<void> {
  const redis = new Redis(process.env['ANCHOR_REDIS_URL'] ?? 'redis://127.0.0.1:6379');
  const resolvers = {
    Query: {
      activeSession: async (_: unknown, { sid }: { sid: string }) => {
        const raw = await redis.get(anchorSessionKey(sid));
        return raw === null ? null : activeAnswer(raw);
      },
    },
  };
  const apollo = new ApolloServer({ schema: buildSubgraphSchema([{ typeDefs, resolvers }]), plugins: disabled, stringifyResult: (result) => JSON.stringify(result) });
  await apollo.start();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  const server = app.listen(0, '127.0.0.1', () => announcePort(server));
}

/** The operation posted as JSON over kept-alive connections, as the stack's own source does. */
function source(url: string): GraphQLDataSource {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  return {
    process: ({ request }) =>
      new Promise((resolve, reject) => {
        const body = JSON.stringify({ query: request.query, variables: request.variables, operationName: request.operationName });
        const post = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as never));
          response.on('error', reject);
        });
        post.on('error', reject);
        post.end(body);
      }),
  };
}

async function gateway(): Promise<void> {
  const subgraphUrl = process.env['ANCHOR_SUBGRAPH_URL'] ?? '';
  const secret = process.env['ANCHOR_SESSION_SECRET'] ?? '';
  const composed = composeServices([{ name: 'meditation', typeDefs, url: subgraphUrl }]);
  if (composed.errors) throw new Error(composed.errors.map((error) => error.message).join('\n'));
  const apollo = new ApolloServer({
    gateway: new ApolloGateway({ supergraphSdl: composed.supergraphSdl, buildService: () => source(subgraphUrl) }),
    plugins: disabled,
  });
  await apollo.start();
  const query = 'query ActiveSession($sid: String!) { activeSession(sid: $sid) { intention duration remainingSeconds } }';
  serveActiveSession(secret, async (sid) => {
    const response = await apollo.executeOperation({ query, variables: { sid } });
    const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
    if (!result || result.errors) throw new Error('the operation failed');
    return (result.data as { activeSession: object | null }).activeSession;
  });
}

await (process.env['ANCHOR_ROLE'] === 'gateway' ? gateway() : subgraph());
