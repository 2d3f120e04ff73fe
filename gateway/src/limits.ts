import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

export interface OperationLimits {
  /** Aliased fields in one operation: each alias runs its resolvers again. */
  maxAliases: number;
  /** Fields in one operation, after expanding fragments. */
  maxFields: number;
  /** Nesting of selections. */
  maxDepth: number;
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
