/**
 * A stand-in GraphQL server for unit tests: each operation name has a handler
 * that returns the answer's data (or throws, for a failed call). The answer is
 * run through the gateway's public schema, as the real server would: an enum
 * value the graph does not have ('Peace' for PEACE), a missing non-null field
 * or a bad variable comes back as a GraphQL error, not as data. Every request
 * is recorded so a test can check what the app asked for.
 */
import { readFileSync } from 'node:fs';
import { ApolloLink } from '@apollo/client';
import { buildSchema, execute, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { createApolloClient } from '../src/graphql/client';

export type Handler = (variables: Record<string, unknown>) => unknown;

export interface Request {
  name: string;
  variables: Record<string, unknown>;
  /** Headers the app set on this request (an Idempotency-Key), when it set any. */
  headers?: Record<string, string>;
}

const schema = buildSchema(readFileSync(new URL('../../gateway/schema.graphql', import.meta.url), 'utf8'));

export function fakeGraphql(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        const name = operation.operationName ?? '';
        const variables = { ...operation.variables };
        const { headers } = operation.getContext() as { headers?: Record<string, string> };
        requests.push({ name, variables, ...(headers ? { headers } : {}) });
        const handler = handlers[name];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No fake answer for ${name}`);
            return handler(variables);
          })
          .then(
            async (data) => {
              const result = await execute({
                schema,
                document: operation.query,
                variableValues: variables,
                rootValue: data,
              });
              const answer: FormattedExecutionResult = {
                data: result.data ?? null,
                ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
              };
              subscriber.next(answer as never);
              subscriber.complete();
            },
            (error: unknown) => subscriber.error(error),
          );
      }),
  );
  const client = createApolloClient(link);
  return {
    client,
    handlers,
    requests,
    /** The requests made for one operation, oldest first. */
    calls: (name: string) => requests.filter((request) => request.name === name),
  };
}

/** A promise with its resolve and reject exposed, for answers a test releases by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
