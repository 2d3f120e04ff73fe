import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { operationLimits } from './limits.js';
import { withLocalReads, type LocalRead } from './local-reads.js';
import { formatGraphQLError, INTERNAL_HEADER, signInternalHeader, type Logger } from '@peace/kit';

/** What the gateway knows about a request; forwarded to subgraphs in the signed internal header. */
export interface GatewayContext {
  userId: string | null;
  requestId: string;
}

export interface GraphOptions {
  supergraphPath: string;
  subgraphUrls: Record<string, string>;
  internalSecret: string;
  logger: Logger;
  /** Root fields answered from a contract a subgraph keeps in Redis; see local-reads.ts. */
  localReads?: readonly LocalRead[];
}

class SignedDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly secret: string,
  ) {
    super({ url });
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    // Only an incoming operation carries the request's context (told apart by a field, as the kind enum
    // is not importable from ESM); health checks and schema loads go out as the gateway itself.
    const identity = 'incomingRequestContext' in options ? { userId: options.context.userId, requestId: options.context.requestId } : { userId: null, requestId: 'gateway' };
    options.request.http?.headers.set(INTERNAL_HEADER, signInternalHeader(identity, this.secret));
    options.request.http?.headers.set('x-request-id', identity.requestId);
  }
}

/** The federated graph, composed at build time into supergraph.graphql. */
export async function createGraph(options: GraphOptions): Promise<ApolloServer<GatewayContext>> {
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(options.supergraphPath, 'utf8'),
    buildService: ({ name }) => {
      const url = options.subgraphUrls[name];
      if (!url) throw new Error(`no URL configured for subgraph ${name}`);
      return new SignedDataSource(url, options.internalSecret);
    },
  });
  const { logger } = options;
  const server = new ApolloServer<GatewayContext>({
    gateway: withLocalReads(gateway, options.localReads ?? [], logger),
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    // Mutations must come from our own origin: Apollo's CSRF prevention plus our Origin check.
    csrfPrevention: true,
    introspection: true,
    // The process's Lifecycle owns SIGTERM/SIGINT: Apollo must not stop and re-raise them first.
    stopOnTerminationSignals: false,
    validationRules: operationLimits({ maxAliases: 30, maxFields: 300, maxDepth: 12 }),
    logger: { debug: () => undefined, info: () => undefined, warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  });
  await server.start();
  return server;
}
