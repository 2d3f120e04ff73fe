import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  OperationTypeNode,
  parse,
  valueFromASTUntyped,
  type ConstDirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** What the supergraph's cost directives (IBM's, as Apollo Federation composes them) say of one field. */
export interface FieldCost {
  /** @cost(weight): the field's own cost, for each time it runs. */
  weight?: number;
  /** @listSize: how many items the list holds at most. */
  assumedSize?: number;
  slicingArguments?: readonly string[];
}

/** What a mutation's root field costs besides what it selects: it writes. */
export const MUTATION_WEIGHT = 10;

function intArgument(directive: ConstDirectiveNode, name: string): number | undefined {
  const argument = directive.arguments?.find((candidate) => candidate.name.value === name);
  return argument?.value.kind === Kind.INT ? Number(argument.value.value) : undefined;
}

function stringsArgument(directive: ConstDirectiveNode, name: string): string[] | undefined {
  const argument = directive.arguments?.find((candidate) => candidate.name.value === name);
  if (argument?.value.kind !== Kind.LIST) return undefined;
  return argument.value.values.flatMap((value) => (value.kind === Kind.STRING ? [value.value] : []));
}

/** Reads every field's @cost and @listSize from the supergraph's SDL, keyed `Type.field`. */
export function readCostDirectives(supergraphSdl: string): Map<string, FieldCost> {
  const costs = new Map<string, FieldCost>();
  for (const definition of parse(supergraphSdl, { noLocation: true }).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION) continue;
    for (const field of definition.fields ?? []) {
      const cost: FieldCost = {};
      for (const directive of field.directives ?? []) {
        if (directive.name.value === 'cost') {
          const weight = intArgument(directive, 'weight');
          if (weight !== undefined) cost.weight = weight;
        } else if (directive.name.value === 'listSize') {
          const assumedSize = intArgument(directive, 'assumedSize');
          const slicingArguments = stringsArgument(directive, 'slicingArguments');
          if (assumedSize !== undefined) cost.assumedSize = assumedSize;
          if (slicingArguments) cost.slicingArguments = slicingArguments;
        }
      }
      if (Object.keys(cost).length > 0) costs.set(`${definition.name.value}.${field.name.value}`, cost);
    }
  }
  return costs;
}

/** One object of an operation's answer, as JSON. */
type Answered = Readonly<Record<string, unknown>>;

/**
 * The cost of operations against a schema: every object a field returns costs 1 (or its @cost
 * weight), a leaf nothing (or its weight) unless it is a root field, which costs 1. A list costs its
 * @cost weight once, for the call, and each of its items 1 (an object) and what it selects.
 * - Estimated, before anything runs (`estimate`): a list holds its size: the slicing argument's
 *   value when the operation gives one, else the argument's default, else @listSize's assumed
 *   size, and at least 1. Fragments count wherever they are spread, each measured once; every
 *   branch of a union or interface counts, and @skip/@include are taken as included. The estimate
 *   is an upper bound of the objects the subgraphs load for the operation.
 * - Answered, once it ran (`answered`): the same sum over what the answer holds, each list as long
 *   as it really is and a field left out of the answer costing nothing; at most the estimate.
 */
export function costModel(schema: GraphQLSchema, directives: ReadonlyMap<string, FieldCost>) {
  const sizeOf = (field: FieldNode, definition: GraphQLField<unknown, unknown>, cost: FieldCost | undefined, variables: Readonly<Record<string, unknown>>): number => {
    const assumed = cost?.assumedSize ?? 1;
    let size: number | undefined;
    for (const name of cost?.slicingArguments ?? []) {
      const given = field.arguments?.find((argument) => argument.name.value === name);
      const value = given ? valueFromASTUntyped(given.value, variables) : definition.args.find((argument) => argument.name === name)?.defaultValue;
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) size = Math.max(size ?? 0, value);
    }
    return size ?? assumed;
  };

  /** Sums `each` over the items of a list as answered, lists of lists flattened. */
  const sumItems = (value: unknown, each: (item: unknown) => number): number => {
    if (!Array.isArray(value)) return 0;
    let sum = 0;
    for (const item of value as unknown[]) sum += Array.isArray(item) ? sumItems(item, each) : each(item);
    return sum;
  };
  const objectOr = (value: unknown): Answered | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Answered) : null);

  /** What the schema says of a field as selected, looked up once a document: a large answer walks each selection once an item. */
  interface Selected {
    definition: GraphQLField<unknown, unknown>;
    named: ReturnType<typeof getNamedType>;
    cost: FieldCost | undefined;
    composite: boolean;
    list: boolean;
  }
  const selectedFields = new WeakMap<FieldNode, Selected | null>();
  const selectedOf = (selection: FieldNode, parent: GraphQLCompositeType): Selected | null => {
    let selected = selectedFields.get(selection);
    if (selected === undefined) {
      const definition = selection.name.value.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent)) ? undefined : parent.getFields()[selection.name.value];
      selected = definition
        ? {
            definition,
            named: getNamedType(definition.type),
            cost: directives.get(`${parent.name}.${selection.name.value}`),
            composite: isCompositeType(getNamedType(definition.type)),
            list: isListType(getNullableType(definition.type)),
          }
        : null;
      selectedFields.set(selection, selected);
    }
    return selected;
  };

  /** The cost of one operation of document (the one named, or its only one), or undefined when there is none to run; over `answer` when given. */
  const measure = (document: DocumentNode, operationName: string | null | undefined, variables: Readonly<Record<string, unknown>>, answer: Answered | undefined): number | undefined => {
    const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    if (!operation) return undefined;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    const measured = new Map<string, number>();
    const measuring = new Set<string>();

    /** The cost of a selection: estimated when `value` is undefined, else over that answered object. */
    const costOf = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, root: boolean, value: Answered | undefined): number => {
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const selected = selectedOf(selection, parent);
          if (!selected) continue;
          const { definition, named, cost, composite, list } = selected;
          const answered = value?.[selection.alias?.value ?? selection.name.value];
          // A field the answer does not hold was not resolved (another branch's, or an error's).
          if (value && answered === undefined) continue;
          const writes = root && operation.operation === OperationTypeNode.MUTATION ? MUTATION_WEIGHT : 0;
          const inner = (item: unknown) => (selection.selectionSet && composite ? costOf(selection.selectionSet, named as GraphQLCompositeType, false, value ? (objectOr(item) ?? {}) : undefined) : 0);
          // A root field is a fetch of its subgraph even when it answers a leaf.
          const called = root && !composite ? 1 : 0;
          if (list) {
            // A list's own weight is paid once, for the call; each item costs 1 and its selection. A
            // list sliced to nothing still runs its resolver, which reads all the same.
            const items = value ? sumItems(answered, (item) => (composite ? 1 : 0) + inner(item)) : Math.max(sizeOf(selection, definition, cost, variables), 1) * ((composite ? 1 : 0) + inner(undefined));
            total += (cost?.weight ?? called) + writes + items;
          } else {
            total += (cost?.weight ?? (composite ? 1 : called)) + writes + (value && answered === null ? 0 : inner(answered));
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
          if (type && isCompositeType(type)) total += costOf(selection.selectionSet, type, root, value);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // An unknown fragment or a cycle is refused by graphql's own validation; it costs nothing here.
          if (!fragment || measuring.has(name)) continue;
          // Estimated, a fragment costs the same wherever it is spread below the root: measured once.
          const memo = !root && !value;
          let cost = memo ? measured.get(name) : undefined;
          if (cost === undefined) {
            const type = schema.getType(fragment.typeCondition.name.value);
            measuring.add(name);
            cost = type && isCompositeType(type) ? costOf(fragment.selectionSet, type, root, value) : 0;
            measuring.delete(name);
            if (memo) measured.set(name, cost);
          }
          total += cost;
        }
      }
      return total;
    };

    const rootType = operation.operation === OperationTypeNode.QUERY ? schema.getQueryType() : operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getSubscriptionType();
    return rootType ? costOf(operation.selectionSet, rootType, true, answer) : 0;
  };

  const estimate = (document: DocumentNode, operationName?: string | null, variables: Readonly<Record<string, unknown>> = {}): number | undefined => measure(document, operationName, variables, undefined);
  return Object.assign(estimate, {
    estimate,
    /** What an operation cost, over the data it answered. */
    answered: (document: DocumentNode, operationName: string | null | undefined, variables: Readonly<Record<string, unknown>>, data: Answered): number => measure(document, operationName, variables, data) ?? 0,
  });
}

export type CostModel = ReturnType<typeof costModel>;
