/* Generated from src/schema.graphql by `npm run codegen`; do not edit. */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GroupSessionRow as GroupSessionRowModel } from '../commands/sessions.js';
import type { RequestContext } from '@peace/kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 timestamp in UTC. */
  DateTime: { input: Date; output: Date; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A timed group meditation. */
export type GroupSession = {
  __typename?: 'GroupSession';
  createdBy: Scalars['ID']['output'];
  /** The person who scheduled it. */
  creator: User;
  description?: Maybe<Scalars['String']['output']>;
  /** Minutes. */
  duration: Scalars['Int']['output'];
  groupId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  intention: Intention;
  maxParticipants: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  participantCount: Scalars['Int']['output'];
  /** Seconds left, on active sessions only. */
  remainingSeconds?: Maybe<Scalars['Int']['output']>;
  scheduledStart: Scalars['DateTime']['output'];
  status: GroupSessionStatus;
};

/** Where a group session stands. */
export type GroupSessionStatus =
  | 'active'
  | 'cancelled'
  | 'completed'
  | 'scheduled';

/** One of the seven intentions people meditate on. */
export type Intention =
  | 'Compassion'
  | 'Forgiveness'
  | 'Love'
  | 'Non-Violence'
  | 'Peace'
  | 'Service'
  | 'Unity';

export type Query = {
  __typename?: 'Query';
  groupSession?: Maybe<GroupSession>;
  /** Group sessions that are live now or still to come, soonest first. */
  groupSessions: Array<GroupSession>;
};


export type QueryGroupSessionArgs = {
  id: Scalars['ID']['input'];
};

/** A person, resolved by the identity subgraph. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  GroupSession: GroupSession;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  GroupSession:
    ( { __typename: 'GroupSession' }
    & GraphQLRecursivePick<FederationTypes['GroupSession'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  GroupSession: ResolverTypeWrapper<GroupSessionRowModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  GroupSessionStatus: ResolverTypeWrapper<GroupSessionStatus>;
  Intention: ResolverTypeWrapper<Intention>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<User>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DateTime: Scalars['DateTime']['output'];
  GroupSession: GroupSessionRowModel;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  Query: Record<PropertyKey, never>;
  User: User;
  Boolean: Scalars['Boolean']['output'];
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GroupSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GroupSession'] = ResolversParentTypes['GroupSession'], FederationReferenceType extends FederationReferenceTypes['GroupSession'] = FederationReferenceTypes['GroupSession']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['GroupSession']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intention?: Resolver<ResolversTypes['Intention'], ParentType, ContextType>;
  maxParticipants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  participantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scheduledStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupSessionStatus'], ParentType, ContextType>;
};

export type GroupSessionStatusResolvers = { ACTIVE: 'active', CANCELLED: 'cancelled', COMPLETED: 'completed', SCHEDULED: 'scheduled' };

export type IntentionResolvers = { COMPASSION: 'Compassion', FORGIVENESS: 'Forgiveness', LOVE: 'Love', NON_VIOLENCE: 'Non-Violence', PEACE: 'Peace', SERVICE: 'Service', UNITY: 'Unity' };

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  groupSession?: Resolver<Maybe<ResolversTypes['GroupSession']>, ParentType, ContextType, RequireFields<QueryGroupSessionArgs, 'id'>>;
  groupSessions?: Resolver<Array<ResolversTypes['GroupSession']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  DateTime?: GraphQLScalarType;
  GroupSession?: GroupSessionResolvers<ContextType>;
  GroupSessionStatus?: GroupSessionStatusResolvers;
  Intention?: IntentionResolvers;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};
