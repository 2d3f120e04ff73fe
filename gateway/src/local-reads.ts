import type { ApolloGateway } from '@apollo/gateway';
import {
  execute,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isLeafType,
  isObjectType,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { ActiveSessionStates, enumValueOf, Intentions } from '@peace/proto';
import { remainingSeconds, timingOfCached, USER_PROFILE_FIELDS, UserProfileCache, type ActiveSessionCache, type Clock, type Logger, type Redis } from '@peace/kit';
import type { GatewayContext } from './graph.js';

type Executor = NonNullable<Awaited<ReturnType<ApolloGateway['load']>>['executor']>;
type RequestContext = Parameters<Executor>[0];

/**
 * What a read carries of a type: each field either a leaf (true) or an object, or a list of
 * objects, of which it carries the fields given.
 */
export interface Carried {
  readonly [field: string]: true | Carried;
}

/**
 * A root query field the gateway answers itself from a contract a subgraph keeps in Redis, so the
 * reads every client repeats all the time skip the planning and the hop to the subgraph. The
 * subgraph stays the owner: whenever the shared copy has nothing to say (a miss, Redis away, a
 * caller the subgraph would refuse, arguments it would refuse) the operation goes to it as usual,
 * and both answers are built from the same entry with the same arithmetic.
 */
export interface LocalRead {
  /** The root field of Query. */
  field: string;
  /**
   * The fields of the field's type the value carries; an operation selecting any other (in
   * fragments too) or giving arguments below the root goes to the subgraphs.
   */
  fields: Carried;
  /**
   * The field's value for the caller and the field's arguments (coerced, defaults applied), or
   * undefined to let the subgraph answer.
   */
  resolve(context: GatewayContext, args: Readonly<Record<string, unknown>>): Promise<unknown>;
}

/** Whether everything a selection asks for (through fragments too) is a field carried, or __typename. */
function carries(carried: Carried, selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen = new Set<string>()): boolean {
  return selectionSet.selections.every((selection) => {
    switch (selection.kind) {
      case Kind.FIELD: {
        if (selection.name.value === '__typename') return true;
        const inner = carried[selection.name.value];
        if (inner === undefined || (selection.arguments?.length ?? 0) > 0) return false;
        if (inner === true) return !selection.selectionSet;
        return selection.selectionSet !== undefined && carries(inner, selection.selectionSet, fragments, seen);
      }
      case Kind.INLINE_FRAGMENT:
        return carries(carried, selection.selectionSet, fragments, seen);
      case Kind.FRAGMENT_SPREAD: {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) return false;
        return carries(carried, fragment.selectionSet, fragments, new Set([...seen, fragment.name.value]));
      }
    }
  });
}

/** The fragments a document defines, by name. */
function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return fragments;
}

/** The local read an operation asks for, with the root field's node. */
interface Found {
  read: LocalRead;
  node: FieldNode;
}

/**
 * The one local read an operation asks for, when its root asks for nothing else and nothing
 * under it that the read does not carry. A field with arguments is asked for once only, since
 * the operation is answered from a single value of it.
 */
function localReadOf(document: DocumentNode, operation: OperationDefinitionNode, reads: ReadonlyMap<string, LocalRead>): Found | undefined {
  if (operation.operation !== OperationTypeNode.QUERY || (operation.directives?.length ?? 0) > 0) return undefined;
  let found: Found | undefined;
  let fragments: Map<string, FragmentDefinitionNode> | undefined;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || (selection.directives?.length ?? 0) > 0) return undefined;
    if (selection.name.value === '__typename') continue;
    const read = reads.get(selection.name.value);
    if (!read || (found && (found.read !== read || (found.node.arguments?.length ?? 0) > 0 || (selection.arguments?.length ?? 0) > 0))) return undefined;
    if (selection.selectionSet && !carries(read.fields, selection.selectionSet, (fragments ??= fragmentsOf(document)))) return undefined;
    found = { read, node: selection };
  }
  return found;
}

/** The carried fields a type lacks (a leaf carried as an object or the other way round included), as paths. */
function missingFields(type: GraphQLNamedType, carried: Carried, path: string): string[] {
  if (!isObjectType(type)) return [path || '(the field itself)'];
  const fields = type.getFields();
  return Object.entries(carried).flatMap(([name, inner]) => {
    const field = fields[name];
    const at = path ? `${path}.${name}` : name;
    if (!field) return [at];
    const named = getNamedType(field.type);
    if (inner === true) return isLeafType(named) ? [] : [at];
    return missingFields(named, inner, at);
  });
}

/** The reads whose field the schema has, of an object type that has every field they carry. */
function usableReads(schema: GraphQLSchema, reads: readonly LocalRead[], logger: Logger): Map<string, LocalRead> {
  const usable = new Map<string, LocalRead>();
  for (const read of reads) {
    const type = schema.getQueryType()?.getFields()[read.field]?.type;
    const unknown = type ? missingFields(getNamedType(type), read.fields, '') : ['(the field itself)'];
    if (unknown.length > 0) logger.warn({ field: read.field, unknown }, 'local read turned off: it carries fields the schema does not have');
    else usable.set(read.field, read);
  }
  return usable;
}

/**
 * The root field's arguments as the subgraph would receive them, or undefined when the operation's
 * variables do not fit its definitions (the subgraphs' path then answers with the usual errors).
 */
function argumentsOf(schema: GraphQLSchema, operation: OperationDefinitionNode, node: FieldNode, variables: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const definition = schema.getQueryType()?.getFields()[node.name.value];
  if (!definition) return undefined;
  if ((node.arguments?.length ?? 0) === 0 && definition.args.every((arg) => arg.defaultValue === undefined)) return {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return undefined;
  try {
    return getArgumentValues(definition, node, coerced.coerced);
  } catch {
    return undefined;
  }
}

/** Fields that are all leaves. */
export function leaves(names: readonly string[]): Carried {
  return Object.fromEntries(names.map((name) => [name, true] as const));
}

/** What Apollo Server needs of a gateway. */
export type GraphGateway = Pick<ApolloGateway, 'load' | 'onSchemaLoadOrUpdate' | 'stop'>;

/** An operation to answer from the local reads: a valid document, the operation in it to run, and who asks. */
export interface LocalOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables?: Record<string, unknown>;
  context: GatewayContext;
}

/**
 * The root fields the gateway answers itself, shared by the graph's executor and the fast path in
 * front of Express, so both answer an operation from the same entry with the same execution.
 */
export class LocalReads {
  // The Express path executes with Apollo Server's schema object and the fast path with the gateway's: each is checked once.
  private readonly checked = new WeakMap<GraphQLSchema, Map<string, LocalRead>>();
  private loaded: GraphQLSchema | undefined;

  constructor(
    private readonly reads: readonly LocalRead[],
    private readonly logger: Logger,
  ) {}

  /** The schema the graph serves, once it has loaded. */
  get schema(): GraphQLSchema | undefined {
    return this.loaded;
  }

  private usableFor(schema: GraphQLSchema): Map<string, LocalRead> {
    let usable = this.checked.get(schema);
    if (!usable) {
      usable = usableReads(schema, this.reads, this.logger);
      this.checked.set(schema, usable);
    }
    return usable;
  }

  /** Whether the operation asks for one local read and nothing else, so it may be answered without the subgraphs. */
  answers(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
    return localReadOf(document, operation, this.usableFor(schema)) !== undefined;
  }

  /** The operation's result from its local read, or undefined when the subgraphs must answer it. */
  async execute({ schema, document, operation, variables, context }: LocalOperation): Promise<ExecutionResult | undefined> {
    const found = localReadOf(document, operation, this.usableFor(schema));
    const args = found ? argumentsOf(schema, operation, found.node, variables) : undefined;
    if (!found || !args) return undefined;
    const value = await found.read.resolve(context, args);
    if (value === undefined) return undefined;
    return execute({
      schema,
      document,
      operationName: operation.name?.value,
      variableValues: variables ?? {},
      rootValue: { [found.read.field]: value },
      contextValue: context,
    });
  }

  /** The gateway with the local reads answered whenever they can be. */
  wrap(gateway: ApolloGateway): GraphGateway {
    return {
      load: async (options) => {
        const loaded = await gateway.load(options);
        this.loaded = loaded.schema;
        const federated = loaded.executor;
        if (!federated) return loaded;
        const executor: Executor = async (requestContext: RequestContext) => {
          const { schema, document, operation, request } = requestContext;
          const result = await this.execute({ schema, document, operation, variables: request.variables, context: requestContext.context as GatewayContext });
          return result ?? federated(requestContext);
        };
        return { ...loaded, executor };
      },
      onSchemaLoadOrUpdate: (callback) =>
        gateway.onSchemaLoadOrUpdate((update) => {
          this.loaded = update.apiSchema;
          callback(update);
        }),
      stop: () => gateway.stop(),
    };
  }
}

/**
 * `activeSession` from the entry the meditation service writes to Redis after every change it
 * commits (revisioned, with tombstones), so pause, resume, stop and completion show on the next
 * read. A miss or an unreachable Redis leaves it to the meditation service, which reads
 * PostgreSQL and refills the entry.
 */
export function activeSessionRead(deps: { cache: ActiveSessionCache; clock: Clock; logger: Logger }): LocalRead {
  return {
    field: 'activeSession',
    fields: leaves(['id', 'state', 'intention', 'location', 'duration', 'startTime', 'remainingSeconds', 'groupSessionId']),
    resolve: async ({ userId }) => {
      if (!userId) return undefined;
      const entry = await deps.cache.reads.attempt(
        () => deps.cache.get(userId),
        (error) => deps.logger.warn({ err: error }, 'active session not read from redis; asking the meditation service'),
      );
      if (!entry) return undefined;
      const session = entry.session;
      if (!session) return null;
      return {
        id: session.id,
        state: enumValueOf(ActiveSessionStates, session.state),
        intention: enumValueOf(Intentions, session.intention as (typeof Intentions)[keyof typeof Intentions]),
        location: session.location,
        duration: session.duration,
        startTime: session.startTime,
        remainingSeconds: remainingSeconds(timingOfCached(session), deps.clock.now()),
        groupSessionId: session.groupSessionId,
      };
    },
  };
}

/**
 * `me` from the entry the identity service writes to Redis after every change it commits to a
 * user (revisioned, with a tombstone for a deleted account), so a change shows on the next read.
 * Signed out, `me` is null, as the identity service answers. A miss or an unreachable Redis
 * leaves it to the identity service, which reads PostgreSQL and refills the entry.
 */
export function meRead(deps: { redis: Redis; logger: Logger }): LocalRead {
  const profiles = new UserProfileCache(deps.redis);
  return {
    field: 'me',
    fields: leaves(USER_PROFILE_FIELDS),
    resolve: async ({ userId }) => {
      if (!userId) return null;
      const entry = await profiles.reads.attempt(
        () => profiles.get(userId),
        (error) => deps.logger.warn({ err: error }, 'user profile not read from redis; asking the identity service'),
      );
      return entry ? entry.profile : undefined;
    },
  };
}
