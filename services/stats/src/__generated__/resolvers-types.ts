/* Generated from src/schema.graphql by `npm run codegen`; do not edit. */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GlobalStats as GlobalStatsModel, IntentionShare as IntentionShareModel, IntentionStats as IntentionStatsModel, ComprehensiveStats as ComprehensiveStatsModel } from '../commands/stats.js';
import type { DayMinutes as DayMinutesModel } from '../commands/practice.js';
import type { Recommendation as RecommendationModel } from '../commands/recommendations.js';
import type { MemberPractice as MemberPracticeModel } from '../commands/members.js';
import type { RequestContext } from '@peace/kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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

export type AllTimeFigures = {
  __typename?: 'AllTimeFigures';
  /** Minutes per completed meditation (0 before the first). */
  averageSessionLength: Scalars['Float']['output'];
  totalMinutes: Scalars['Int']['output'];
  totalSessions: Scalars['Int']['output'];
  /** People who have signed in. */
  totalUsers: Scalars['Int']['output'];
};

/** Communities, as their events tell them. */
export type CommunityFigures = {
  __typename?: 'CommunityFigures';
  /** Communities with a member who completed a meditation in the last 30 days. */
  activeCommunities: Scalars['Int']['output'];
  /** Communities that exist now. */
  totalCommunities: Scalars['Int']['output'];
  /** Memberships of the communities that exist now. */
  totalMembers: Scalars['Int']['output'];
};

export type ComprehensiveStats = {
  __typename?: 'ComprehensiveStats';
  allTime: AllTimeFigures;
  communityStats: CommunityFigures;
  thisMonth: MonthFigures;
};

/** One day of the viewer's week. */
export type DayMinutes = {
  __typename?: 'DayMinutes';
  /** YYYY-MM-DD in the viewer's time zone. */
  date: Scalars['String']['output'];
  minutes: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
};

export type GlobalStats = {
  __typename?: 'GlobalStats';
  /** Distinct people meditating now; null when they cannot be counted at the moment (the presence store does not answer), the other figures still being right. */
  activeMeditators?: Maybe<Scalars['Int']['output']>;
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

/** The current calendar month, in the viewer's time zone. */
export type MonthFigures = {
  __typename?: 'MonthFigures';
  totalMinutes: Scalars['Int']['output'];
  totalSessions: Scalars['Int']['output'];
  /** People who completed a meditation this month. */
  uniqueUsers: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Communities, all time and the current month in timeZone (an IANA zone, default UTC). */
  comprehensiveStats: ComprehensiveStats;
  globalStats: GlobalStats;
  intentionStats: IntentionStats;
  /** The members with the most minutes, most first; limit 1 to 100. */
  mostActiveMembers: Array<User>;
  /** The signed-in person's minutes on each day of their current week (Monday to Sunday) in timeZone. */
  myWeek: Array<DayMinutes>;
  /** The newest members, newest first; limit 1 to 100. */
  recentMembers: Array<User>;
  /** At most 3 suggestions for the signed-in person, the most useful first. */
  recommendations: Array<Recommendation>;
};


export type QueryComprehensiveStatsArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMostActiveMembersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyWeekArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecentMembersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecommendationsArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** A personal suggestion, drawn from the person's own history. */
export type Recommendation = {
  __typename?: 'Recommendation';
  actionText: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Stable for the same suggestion, so a client can tell them apart. */
  id: Scalars['ID']['output'];
  metadata?: Maybe<RecommendationMetadata>;
  title: Scalars['String']['output'];
  type: RecommendationType;
};

/** What applying a recommendation sets or opens. */
export type RecommendationMetadata = {
  __typename?: 'RecommendationMetadata';
  /** The achievement an achievement recommendation works towards. */
  achievementName?: Maybe<Scalars['String']['output']>;
  /** Minutes: 5, 10 or 20. */
  duration?: Maybe<Scalars['Int']['output']>;
  /** The community a community recommendation opens. */
  groupId?: Maybe<Scalars['ID']['output']>;
  intention?: Maybe<Intention>;
};

/** What kind of suggestion a recommendation is. */
export type RecommendationType =
  | 'achievement'
  | 'community'
  | 'duration'
  | 'intention'
  | 'streak';

/**
 * A person, as far as their practice goes; the identity subgraph owns their profile. The members
 * lists carry the public part of it as identity last announced it, so that a list is one fetch.
 */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  /** The intention they practised most (the earlier of the seven on a tie); null before their first meditation. */
  topIntention?: Maybe<Intention>;
  /** Minutes of all their completed meditations. */
  totalMinutes: Scalars['Int']['output'];
  totalSessions: Scalars['Int']['output'];
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
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AllTimeFigures: ResolverTypeWrapper<AllTimeFigures>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CommunityFigures: ResolverTypeWrapper<CommunityFigures>;
  ComprehensiveStats: ResolverTypeWrapper<ComprehensiveStatsModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayMinutes: ResolverTypeWrapper<DayMinutesModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  GlobalStats: ResolverTypeWrapper<GlobalStatsModel>;
  Intention: ResolverTypeWrapper<Intention>;
  IntentionShare: ResolverTypeWrapper<IntentionShareModel>;
  IntentionStats: ResolverTypeWrapper<IntentionStatsModel>;
  MonthFigures: ResolverTypeWrapper<MonthFigures>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recommendation: ResolverTypeWrapper<RecommendationModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  RecommendationMetadata: ResolverTypeWrapper<Omit<RecommendationMetadata, 'intention'> & { intention?: Maybe<ResolversTypes['Intention']> }>;
  RecommendationType: ResolverTypeWrapper<RecommendationType>;
  User: ResolverTypeWrapper<MemberPracticeModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AllTimeFigures: AllTimeFigures;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  CommunityFigures: CommunityFigures;
  ComprehensiveStats: ComprehensiveStatsModel;
  DateTime: Scalars['DateTime']['output'];
  DayMinutes: DayMinutesModel;
  String: Scalars['String']['output'];
  GlobalStats: GlobalStatsModel;
  IntentionShare: IntentionShareModel;
  IntentionStats: IntentionStatsModel;
  MonthFigures: MonthFigures;
  Query: Record<PropertyKey, never>;
  Recommendation: RecommendationModel;
  ID: Scalars['ID']['output'];
  RecommendationMetadata: RecommendationMetadata;
  User: MemberPracticeModel;
  Boolean: Scalars['Boolean']['output'];
};

export type AllTimeFiguresResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AllTimeFigures'] = ResolversParentTypes['AllTimeFigures']> = {
  averageSessionLength?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommunityFiguresResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommunityFigures'] = ResolversParentTypes['CommunityFigures']> = {
  activeCommunities?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCommunities?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ComprehensiveStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComprehensiveStats'] = ResolversParentTypes['ComprehensiveStats']> = {
  allTime?: Resolver<ResolversTypes['AllTimeFigures'], ParentType, ContextType>;
  communityStats?: Resolver<ResolversTypes['CommunityFigures'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['MonthFigures'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayMinutesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DayMinutes'] = ResolversParentTypes['DayMinutes']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GlobalStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GlobalStats'] = ResolversParentTypes['GlobalStats']> = {
  activeMeditators?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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

export type MonthFiguresResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MonthFigures'] = ResolversParentTypes['MonthFigures']> = {
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uniqueUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  comprehensiveStats?: Resolver<ResolversTypes['ComprehensiveStats'], ParentType, ContextType, Partial<QueryComprehensiveStatsArgs>>;
  globalStats?: Resolver<ResolversTypes['GlobalStats'], ParentType, ContextType>;
  intentionStats?: Resolver<ResolversTypes['IntentionStats'], ParentType, ContextType>;
  mostActiveMembers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryMostActiveMembersArgs, 'limit'>>;
  myWeek?: Resolver<Array<ResolversTypes['DayMinutes']>, ParentType, ContextType, Partial<QueryMyWeekArgs>>;
  recentMembers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryRecentMembersArgs, 'limit'>>;
  recommendations?: Resolver<Array<ResolversTypes['Recommendation']>, ParentType, ContextType, Partial<QueryRecommendationsArgs>>;
};

export type RecommendationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Recommendation'] = ResolversParentTypes['Recommendation']> = {
  actionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['RecommendationMetadata']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RecommendationType'], ParentType, ContextType>;
};

export type RecommendationMetadataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationMetadata'] = ResolversParentTypes['RecommendationMetadata']> = {
  achievementName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  intention?: Resolver<Maybe<ResolversTypes['Intention']>, ParentType, ContextType>;
};

export type RecommendationTypeResolvers = { ACHIEVEMENT: 'achievement', COMMUNITY: 'community', DURATION: 'duration', INTENTION: 'intention', STREAK: 'streak' };

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topIntention?: Resolver<Maybe<ResolversTypes['Intention']>, ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AllTimeFigures?: AllTimeFiguresResolvers<ContextType>;
  CommunityFigures?: CommunityFiguresResolvers<ContextType>;
  ComprehensiveStats?: ComprehensiveStatsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DayMinutes?: DayMinutesResolvers<ContextType>;
  GlobalStats?: GlobalStatsResolvers<ContextType>;
  Intention?: IntentionResolvers;
  IntentionShare?: IntentionShareResolvers<ContextType>;
  IntentionStats?: IntentionStatsResolvers<ContextType>;
  MonthFigures?: MonthFiguresResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recommendation?: RecommendationResolvers<ContextType>;
  RecommendationMetadata?: RecommendationMetadataResolvers<ContextType>;
  RecommendationType?: RecommendationTypeResolvers;
  User?: UserResolvers<ContextType>;
};
