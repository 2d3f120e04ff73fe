/* Generated from src/schema.graphql by `npm run codegen`; do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { GlobalStats as GlobalStatsModel, IntentionShare as IntentionShareModel, IntentionStats as IntentionStatsModel } from '../commands/stats.js';
import type { RequestContext } from '@peace/kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type GlobalStats = {
  __typename?: 'GlobalStats';
  /** Distinct people meditating now. */
  activeMeditators: Scalars['Int']['output'];
  todaysTotalSessions: Scalars['Int']['output'];
  totalMinutes: Scalars['Int']['output'];
  totalMinutesToday: Scalars['Int']['output'];
  totalSessions: Scalars['Int']['output'];
};

/** One of the seven intentions people meditate on. */
export type Intention =
  | 'Compassion'
  | 'Forgiveness'
  | 'Love'
  | 'Non-Violence'
  | 'Peace'
  | 'Service'
  | 'Unity';

export type IntentionShare = {
  __typename?: 'IntentionShare';
  count: Scalars['Int']['output'];
  intention: Intention;
  /** Whole-number percentage of all completed sessions. */
  percentage: Scalars['Int']['output'];
};

export type IntentionStats = {
  __typename?: 'IntentionStats';
  intentions: Array<IntentionShare>;
  totalSessions: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  globalStats: GlobalStats;
  intentionStats: IntentionStats;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  GlobalStats: ResolverTypeWrapper<GlobalStatsModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Intention: ResolverTypeWrapper<Intention>;
  IntentionShare: ResolverTypeWrapper<IntentionShareModel>;
  IntentionStats: ResolverTypeWrapper<IntentionStatsModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  GlobalStats: GlobalStatsModel;
  Int: Scalars['Int']['output'];
  IntentionShare: IntentionShareModel;
  IntentionStats: IntentionStatsModel;
  Query: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  String: Scalars['String']['output'];
};

export type GlobalStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GlobalStats'] = ResolversParentTypes['GlobalStats']> = {
  activeMeditators?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  todaysTotalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMinutesToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IntentionResolvers = { COMPASSION: 'Compassion', FORGIVENESS: 'Forgiveness', LOVE: 'Love', NON_VIOLENCE: 'Non-Violence', PEACE: 'Peace', SERVICE: 'Service', UNITY: 'Unity' };

export type IntentionShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['IntentionShare'] = ResolversParentTypes['IntentionShare']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intention?: Resolver<ResolversTypes['Intention'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IntentionStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['IntentionStats'] = ResolversParentTypes['IntentionStats']> = {
  intentions?: Resolver<Array<ResolversTypes['IntentionShare']>, ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  globalStats?: Resolver<ResolversTypes['GlobalStats'], ParentType, ContextType>;
  intentionStats?: Resolver<ResolversTypes['IntentionStats'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  GlobalStats?: GlobalStatsResolvers<ContextType>;
  Intention?: IntentionResolvers;
  IntentionShare?: IntentionShareResolvers<ContextType>;
  IntentionStats?: IntentionStatsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};
