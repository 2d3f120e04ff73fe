import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { operationLimits, runnableOperation } from './limits.js';
import { subgraphFailure, unavailableStatus } from './unavailable.js';
import { createSubgraphFetcher } from './http/subgraph-fetch.js';
import { formatGraphQLError, INTERNAL_HEADER, signInternalHeader, type Logger } from '@peace/kit';

/** What the gateway knows about a request; forwarded to subgraphs in the signed internal header. */
export interface GatewayContext {
  userId: string | null;
  requestId: string;
  /** The request's Idempotency-Key, when it sent one: the subgraph does the write it names once. */
  idempotencyKey?: string | undefined;
}

export interface GraphOptions {
  supergraphPath: string;
  subgraphUrls: Record<string, string>;
  internalSecret: string;
  /** Whether the schema may be read through introspection (off in production). */
  introspection: boolean;
  logger: Logger;
}

class SignedDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    private readonly name: string,
    url: string,
    private readonly secret: string,
    fetcher: RemoteGraphQLDataSource['fetcher'],
  ) {
    super({ url, fetcher });
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    // Only an incoming operation carries the request's context (told apart by a field, as the kind enum
    // is not importable from ESM); health checks and schema loads go out as the gateway itself.
    const identity =
      'incomingRequestContext' in options
        ? { userId: options.context.userId, requestId: options.context.requestId, idempotencyKey: options.context.idempotencyKey }
        : { userId: null, requestId: 'gateway' };
    options.request.http?.headers.set(INTERNAL_HEADER, signInternalHeader(identity, this.secret));
    options.request.http?.headers.set('x-request-id', identity.requestId);
  }

  override didEncounterError(error: Error): void {
    throw subgraphFailure(this.name, error);
  }

  /**
   * A subgraph refuses a document it cannot validate (a literal its scalar rejects, such as a
   * DateTime that is not a timestamp) with HTTP 400: that is the client's mistake, passed on with
   * the subgraph's own message rather than as a failed call.
   */
  override async errorFromResponse(response: Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0]): Promise<GraphQLError> {
    const error = await super.errorFromResponse(response);
    const first = clientError(response.status, (error.extensions['response'] as { body?: unknown } | undefined)?.body);
    return first ? new GraphQLError(first, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } }) : error;
  }
}

const CLIENT_CODES = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT']);

/** The message of a subgraph's 400 answer that blames the request, if that is what it is. */
export function clientError(status: number, body: unknown): string | undefined {
  if (status !== 400 || typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return undefined;
  const first = body.errors[0] as { message?: unknown; extensions?: { code?: unknown } } | undefined;
  return typeof first?.message === 'string' && CLIENT_CODES.has(String(first.extensions?.code)) ? first.message : undefined;
}

/** The rules every document is validated with besides graphql's own. */
export const VALIDATION_RULES = operationLimits({ maxAliases: 30, maxFields: 300, maxDepth: 12, maxOperations: 20 });
/** Bounds the parser's work (and its recursion) before any rule runs: the app's largest document is far smaller. */
export const PARSE_OPTIONS = { maxTokens: 5_000 };

/** The federated graph, composed at build time into supergraph.graphql. */
export async function createGraph(options: GraphOptions): Promise<ApolloServer<GatewayContext>> {
  // One pool of kept-alive connections per subgraph address, shared by every data source.
  const fetcher = createSubgraphFetcher();
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(options.supergraphPath, 'utf8'),
    buildService: ({ name }) => {
      const url = options.subgraphUrls[name];
      if (!url) throw new Error(`no URL configured for subgraph ${name}`);
      return new SignedDataSource(name, url, options.internalSecret, fetcher);
    },
  });
  const { logger } = options;
  const server = new ApolloServer<GatewayContext>({
    gateway,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    // Mutations must come from our own origin: Apollo's CSRF prevention plus our Origin check.
    csrfPrevention: true,
    introspection: options.introspection,
    // The process's Lifecycle owns SIGTERM/SIGINT: Apollo must not stop and re-raise them first.
    stopOnTerminationSignals: false,
    validationRules: VALIDATION_RULES,
    parseOptions: PARSE_OPTIONS,
    // Answers are read by programs: no indentation to write, send and parse again.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      runnableOperation<GatewayContext>(),
      unavailableStatus(),
      // The subgraph connections close with the graph.
      { serverWillStart: () => Promise.resolve({ serverWillStop: () => Promise.resolve(fetcher.close()) }) },
    ],
    logger: { debug: () => undefined, info: () => undefined, warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  });
  await server.start();
  return server;
}
