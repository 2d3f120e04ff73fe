import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { BatchEstimate } from './batch-estimate.js';
import { operationLimits, runnableOperation } from './limits.js';
import { unavailableStatus } from './unavailable.js';
import { SubgraphSource, subgraphConnections } from './http/subgraph-source.js';
import { formatGraphQLError, type Logger } from '@peace/kit';

/** What the gateway knows about a request; forwarded to subgraphs in the signed internal header. */
export interface GatewayContext {
  userId: string | null;
  requestId: string;
  /** The request's Idempotency-Key, when it sent one: the subgraph does the write it names once. */
  idempotencyKey?: string | undefined;
  /**
   * The address of a client outside, whose operations count against the per-client allowances
   * (writes, cost); absent for the gateway's own operations and for routes with limits of their own.
   */
  clientAddress?: string | undefined;
  /** The request's operations, estimated together: a batch's share it (each operation's context is a copy). */
  batch?: BatchEstimate;
}

export interface GraphOptions {
  supergraphPath: string;
  subgraphUrls: Record<string, string>;
  internalSecret: string;
  /** Whether the schema may be read through introspection (off in production). */
  introspection: boolean;
  logger: Logger;
  /** How long one subgraph fetch may take. */
  subgraphDeadlineMs?: number;
  /** Plugins of the gateway's own that run on every operation (the per-client allowances). */
  plugins?: ApolloServerPlugin<GatewayContext>[];
}

/** The rules every document is validated with besides graphql's own. */
/**
 * The largest estimated cost (see cost.ts) one operation may have, and a batch together: above the
 * app's largest (its Sessions tab: every session to come, and those of up to 100 communities, with
 * their counts, at 42,500).
 */
export const MAX_OPERATION_COST = 50_000;
export const VALIDATION_RULES = operationLimits({ maxAliases: 30, maxFields: 300, maxDepth: 12, maxOperations: 20 });
/**
 * Operations one POST may carry as a batch: the signed-in home sends its cards' queries together
 * (one request instead of seven). Each runs, and counts against the limits, as if sent alone.
 */
export const MAX_BATCH_OPERATIONS = 10;
/** Bounds the parser's work (and its recursion) before any rule runs: the app's largest document is far smaller. */
export const PARSE_OPTIONS = { maxTokens: 5_000 };

/** The federated graph, composed at build time into supergraph.graphql. */
export async function createGraph(options: GraphOptions): Promise<ApolloServer<GatewayContext>> {
  // One pool of kept-alive connections per subgraph address, shared by every data source.
  const connections = subgraphConnections();
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(options.supergraphPath, 'utf8'),
    buildService: ({ name }) => {
      const url = options.subgraphUrls[name];
      if (!url) throw new Error(`no URL configured for subgraph ${name}`);
      return new SubgraphSource(name, url, options.internalSecret, connections, options.subgraphDeadlineMs);
    },
  });
  const { logger } = options;
  const server = new ApolloServer<GatewayContext>({
    gateway,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    // Mutations must come from our own origin: Apollo's CSRF prevention plus our Origin check.
    csrfPrevention: true,
    allowBatchedHttpRequests: true,
    introspection: options.introspection,
    // The process's Lifecycle owns SIGTERM/SIGINT: Apollo must not stop and re-raise them first.
    stopOnTerminationSignals: false,
    validationRules: VALIDATION_RULES,
    parseOptions: PARSE_OPTIONS,
    // Answers are read by programs: no indentation to write, send and parse again.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      runnableOperation<GatewayContext>(),
      ...(options.plugins ?? []),
      unavailableStatus(),
      // The subgraph connections close with the graph.
      { serverWillStart: () => Promise.resolve({ serverWillStop: () => Promise.resolve(connections.close()) }) },
    ],
    logger: { debug: () => undefined, info: () => undefined, warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  });
  await server.start();
  return server;
}
