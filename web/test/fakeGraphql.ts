/**
 * A stand-in GraphQL server for unit tests: each operation name has a handler
 * that returns the answer's data (or throws, for a failed call). Every request
 * is recorded so a test can check what the app asked for.
 */
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { createApolloClient } from '../src/graphql/client';

export type Handler = (variables: Record<string, unknown>) => unknown;

export interface Request {
  name: string;
  variables: Record<string, unknown>;
}

export function fakeGraphql(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        const name = operation.operationName ?? '';
        const variables = { ...operation.variables };
        requests.push({ name, variables });
        const handler = handlers[name];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No fake answer for ${name}`);
            return handler(variables);
          })
          .then(
            (data) => {
              subscriber.next({ data: data as Record<string, unknown> });
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
