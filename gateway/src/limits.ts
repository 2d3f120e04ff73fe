import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode, type ASTNode, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

export interface OperationLimits {
  /** Aliased fields in one operation: each alias runs its resolvers again. */
  maxAliases: number;
  /** Fields in one operation, after expanding fragments. */
  maxFields: number;
  /** Nesting of selections. */
  maxDepth: number;
  /** Operations in one document: only one of them runs, the rest are parsed and validated for nothing. */
  maxOperations: number;
}

/** A refusal of the request as a whole: the client's mistake, answered with 400. */
function refusal(message: string, nodes?: readonly ASTNode[]): GraphQLError {
  return new GraphQLError(message, { ...(nodes ? { nodes } : {}), extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/**
 * Bounds what one request may ask of the subgraphs, so a single anonymous query cannot fan out
 * into thousands of database reads. The limits sit far above anything the app itself sends.
 */
export function operationLimits(limits: OperationLimits): ValidationRule[] {
  const rule = (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(context.getDocument().definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
    const measure = (selectionSet: SelectionSetNode, depth: number, seen: Set<string>, totals: { aliases: number; fields: number; depth: number }) => {
      totals.depth = Math.max(totals.depth, depth);
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          totals.fields++;
          if (selection.alias) totals.aliases++;
          if (selection.selectionSet) measure(selection.selectionSet, depth + 1, seen, totals);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          measure(selection.selectionSet, depth, seen, totals);
        } else {
          const fragment = fragments.get(selection.name.value);
          // A fragment spread twice still costs twice; only a cycle (invalid anyway) is cut.
          if (fragment && !seen.has(fragment.name.value)) measure(fragment.selectionSet, depth, new Set([...seen, fragment.name.value]), totals);
        }
      }
    };
    return {
      Document(document) {
        const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;
        if (operations > limits.maxOperations) context.reportError(refusal(`The document holds ${operations} operations (at most ${limits.maxOperations}).`));
      },
      // PostgreSQL refuses NUL in text: a literal carrying one is refused here, as a variable is at the door.
      StringValue(node) {
        if (node.value.includes('\u0000')) context.reportError(refusal('A string in the document contains a NUL character, which is not allowed.', [node]));
      },
      OperationDefinition(operation) {
        const totals = { aliases: 0, fields: 0, depth: 0 };
        measure(operation.selectionSet, 1, new Set(), totals);
        const over =
          totals.aliases > limits.maxAliases ? `uses ${totals.aliases} aliases (at most ${limits.maxAliases})` :
          totals.fields > limits.maxFields ? `asks for ${totals.fields} fields (at most ${limits.maxFields})` :
          totals.depth > limits.maxDepth ? `nests ${totals.depth} levels deep (at most ${limits.maxDepth})` :
          undefined;
        if (over) context.reportError(new GraphQLError(`The operation ${over}.`, { nodes: [operation], extensions: { code: 'BAD_USER_INPUT' } }));
      },
    };
  };
  return [rule];
}

/**
 * Refuses, as the client's mistake, a request whose operation cannot be run over HTTP: one naming
 * an operation the document does not hold, several operations without a name to choose one, or a
 * subscription, which is served over the WebSocket only.
 */
export function runnableOperation<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request, document }) {
          if (!operation) {
            const { operationName } = request;
            const names = document.definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value ?? null] : []));
            throw refusal(
              operationName ? `The document holds no operation named "${operationName}".` :
              names.length > 1 ? 'The document holds several operations: name the one to run in operationName.' :
              'The document holds no operation to run.',
            );
          }
          if (operation.operation === OperationTypeNode.SUBSCRIPTION) throw refusal('Subscriptions are served over the WebSocket at /graphql, not over HTTP.');
        },
      };
    },
  };
}
