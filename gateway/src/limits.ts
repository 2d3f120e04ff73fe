import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode, type ASTNode, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

export interface OperationLimits {
  /** Aliased fields in one operation: each alias runs its resolvers again. */
  maxAliases: number;
  /** Fields in one operation, counting a fragment's once for every place it is spread. */
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

/** What a selection set asks for, wherever it is spread. */
interface Cost {
  /** Fields, counted once for every place they would run. */
  fields: number;
  aliases: number;
  /** Nesting of selection sets, this one included. */
  depth: number;
  /** Fields at this level itself, through fragments too: the root fields of an operation. */
  width: number;
  /** Names of the fields at this level, for a refusal's message. */
  names: readonly string[];
}

const NOTHING: Cost = { fields: 0, aliases: 0, depth: 0, width: 0, names: [] };

/**
 * The cost of each selection set of a document, computed without expanding fragments: a fragment
 * is measured once and its cost multiplied by the places it is spread, so a document of fragments
 * each spreading the next ten times is measured in a step per spread, not one per field it would
 * run (which is exponential in the nesting of fragments).
 */
export function documentCost(fragments: ReadonlyMap<string, FragmentDefinitionNode>): (selectionSet: SelectionSetNode) => Cost {
  const measured = new Map<string, Cost>();
  const measuring = new Set<string>();
  const fragmentCost = (name: string): Cost => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    // An unknown fragment or a cycle is refused by graphql's own rules; it costs nothing here.
    if (!fragment || measuring.has(name)) return NOTHING;
    measuring.add(name);
    const cost = costOf(fragment.selectionSet);
    measuring.delete(name);
    measured.set(name, cost);
    return cost;
  };
  const costOf = (selectionSet: SelectionSetNode): Cost => {
    let fields = 0;
    let aliases = 0;
    let depth = 1;
    let width = 0;
    const names: string[] = [];
    const add = (inner: Cost, nested: boolean) => {
      fields += inner.fields;
      aliases += inner.aliases;
      depth = Math.max(depth, inner.depth + (nested ? 1 : 0));
      if (!nested) {
        width += inner.width;
        if (names.length < 3) names.push(...inner.names.slice(0, 3 - names.length));
      }
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        fields++;
        if (selection.alias) aliases++;
        // Asking for the type's name runs nothing.
        if (!selection.name.value.startsWith('__')) {
          width++;
          if (names.length < 3) names.push(selection.name.value);
        }
        if (selection.selectionSet) add(costOf(selection.selectionSet), true);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(costOf(selection.selectionSet), false);
      } else {
        add(fragmentCost(selection.name.value), false);
      }
    }
    return { fields, aliases, depth, width, names };
  };
  return costOf;
}

/**
 * Bounds what one request may ask of the subgraphs, so a single anonymous query cannot fan out
 * into thousands of database reads, and lets a mutation run one field only, so that aliases
 * cannot fit many writes into what the write limit counts as one.
 * The limits sit far above anything the app itself sends.
 */
export function operationLimits(limits: OperationLimits): ValidationRule[] {
  const rule = (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(context.getDocument().definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
    const costOf = documentCost(fragments);
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
        const totals = costOf(operation.selectionSet);
        const over =
          totals.aliases > limits.maxAliases ? `uses ${totals.aliases} aliases (at most ${limits.maxAliases})` :
          totals.fields > limits.maxFields ? `asks for ${totals.fields} fields (at most ${limits.maxFields})` :
          totals.depth > limits.maxDepth ? `nests ${totals.depth} levels deep (at most ${limits.maxDepth})` :
          undefined;
        if (over) context.reportError(refusal(`The operation ${over}.`, [operation]));
        else if (operation.operation === OperationTypeNode.MUTATION && totals.width > 1) {
          context.reportError(refusal(`A mutation runs one field per request; this one asks for ${totals.width} (${totals.names.join(', ')}${totals.width > totals.names.length ? ', …' : ''}).`, [operation]));
        }
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
