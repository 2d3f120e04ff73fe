// A subgraph's schema and resolvers asked as the gateway asks them, in the suite's own process: for
// the suites that test a service's graph over its real database without starting the service.
import { randomUUID } from 'node:crypto';
import { graphql, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { createLogger, formatGraphQLError, type Logger, type RequestContext } from '@peace/kit';

/** What a client is answered: the data, and the errors as the service formats them. */
export interface Answer<T> {
  data?: T | null;
  errors?: readonly GraphQLFormattedError[];
}

/** Runs one operation as userId (null: signed out). */
export type RunOperation = <T = Record<string, unknown>>(userId: string | null, source: string, variableValues?: Record<string, unknown>) => Promise<Answer<T>>;

/** Asks the schema as a signed request from the gateway would, its errors formatted as the service's server formats them. */
export function subgraphRunner(schema: GraphQLSchema, logger: Logger = createLogger('subgraph-test', 'silent')): RunOperation {
  return async <T>(userId: string | null, source: string, variableValues: Record<string, unknown> = {}) => {
    const contextValue: RequestContext = { userId, requestId: randomUUID(), logger };
    const result = await graphql({ schema, source, variableValues, contextValue });
    return { ...result, ...(result.errors ? { errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) } : {}) } as Answer<T>;
  };
}

/** The first error of an answer as a client sees it. */
export function failure(answer: Answer<unknown>): { code: unknown; message: string | undefined } {
  const [error] = answer.errors ?? [];
  return { code: error?.extensions?.['code'], message: error?.message };
}

