import type { ApolloServerPlugin } from '@apollo/server';
import { AppError } from '@peace/kit';

/** Socket errors that mean nothing answers at the subgraph's address (it is down or restarting). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND', 'UND_ERR_SOCKET']);

/** Statuses a proxy or a stopping server gives instead of an answer. */
const NOT_ANSWERING = new Set([502, 503, 504]);

function errorCode(error: object): unknown {
  if ('code' in error && error.code) return error.code;
  return 'cause' in error && typeof error.cause === 'object' && error.cause !== null && 'code' in error.cause ? error.cause.code : undefined;
}

function responseStatus(error: object): unknown {
  if (!('extensions' in error) || typeof error.extensions !== 'object' || error.extensions === null) return undefined;
  const response = (error.extensions as { response?: unknown }).response;
  return typeof response === 'object' && response !== null && 'status' in response ? response.status : undefined;
}

/** Whether a failed subgraph fetch means the subgraph is not there, rather than an answer it gave. */
export function isSubgraphDown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = errorCode(error);
  if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
  const status = responseStatus(error);
  return typeof status === 'number' && NOT_ANSWERING.has(status);
}

/**
 * What a failed fetch from subgraph `name` becomes: UNAVAILABLE (503, REST and GraphQL alike) with
 * the part that is missing when the subgraph is down; any other failure stays as it was.
 */
export function subgraphFailure(name: string, error: Error): Error {
  if (!isSubgraphDown(error)) return error;
  return new AppError('UNAVAILABLE', `Service unavailable: ${name} is not answering`, { cause: error });
}

/** Whether a GraphQL answer holds nothing: no data, or only nulls at its top level. */
function nothingAnswered(data: Record<string, unknown> | null | undefined): boolean {
  return !data || Object.values(data).every((value) => value === null);
}

/**
 * Answers HTTP 503 when a GraphQL operation could answer nothing because a subgraph is down; a
 * partial answer keeps 200, with the missing part's error beside the data. A batch shares one
 * status: it stays 200, so the operations another subgraph answered still reach the client, each
 * failed one carrying its own error.
 */
export function unavailableStatus<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, requestIsBatched }) {
          if (response.body.kind !== 'single' || requestIsBatched) return;
          const { data, errors } = response.body.singleResult;
          if (errors?.some((error) => error.extensions?.['code'] === 'UNAVAILABLE') && nothingAnswered(data)) response.http.status = 503;
        },
      };
    },
  };
}
