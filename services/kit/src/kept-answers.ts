import type { ApolloServerPlugin } from '@apollo/server';
import { execute, Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';

/**
 * Root query fields whose whole answer (every field under them included) depends on nothing but
 * the operation's arguments and data that the service tells changes of, and a store that keeps
 * such answers until it hears of one.
 */
export interface KeptAnswers {
  fields: readonly string[];
  /** The answer kept under `key`, or the one `compute` makes, kept until the data changes; a rejection is never kept. */
  keep<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Whether an operation asks for nothing but kept fields (and __typename), without directives. */
function onlyKeptFields(operation: OperationDefinitionNode, fields: ReadonlySet<string>): boolean {
  if (operation.operation !== OperationTypeNode.QUERY || (operation.directives?.length ?? 0) > 0) return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && (selection.directives?.length ?? 0) === 0 && (selection.name.value === '__typename' || fields.has(selection.name.value)),
  );
}

/** An answer with errors: never kept, and left to the usual execution, which reports them. */
class NotKept extends Error {}

/**
 * Answers an operation that asks only for kept fields from the store, executed once per change of
 * the data for each document and variables: a list of a hundred people is resolved and shaped once
 * rather than on every read. Anything else, and any answer with an error, runs as usual.
 */
export function keptAnswersPlugin<TContext extends object>(kept: KeptAnswers): ApolloServerPlugin<TContext> {
  const fields = new Set(kept.fields);
  return {
    requestDidStart: () =>
      Promise.resolve({
        responseForOperation: async (requestContext) => {
          const { operation, source, document, schema, request } = requestContext;
          if (source === undefined || !onlyKeptFields(operation, fields)) return null;
          const key = JSON.stringify([source, request.operationName ?? null, request.variables ?? {}]);
          try {
            const data = await kept.keep(key, async () => {
              const result = await execute({
                schema,
                document,
                operationName: request.operationName,
                variableValues: request.variables,
                contextValue: requestContext.contextValue,
              });
              if (result.errors?.length || !result.data) throw new NotKept();
              return result.data;
            });
            return { http: requestContext.response.http, body: { kind: 'single', singleResult: { data } } };
          } catch {
            // NotKept, or the store failing: the usual execution answers, errors and all.
            return null;
          }
        },
      }),
  };
}
