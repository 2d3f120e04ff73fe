/* Generated from src/schema.graphql by `npm run codegen`; do not edit. */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ActiveSessionView as ActiveSessionViewModel } from '../commands/active-sessions.js';
import type { MeditationSessionRow as MeditationSessionRowModel, CompletedSession as CompletedSessionModel, UserStats as UserStatsModel } from '../commands/completions.js';
import type { AchievementRow as AchievementRowModel, UnlockedAchievementView as UnlockedAchievementViewModel } from '../commands/achievements.js';
import type { PracticeSettings as PracticeSettingsModel } from '../commands/settings.js';
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

/** An achievement of the catalogue. */
export type Achievement = {
  __typename?: 'Achievement';
  description: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  rarity: AchievementRarity;
  type: Scalars['String']['output'];
};

/** How rare an achievement is. */
export type AchievementRarity =
  | 'common'
  | 'epic'
  | 'legendary'
  | 'rare';

/** A meditation in progress. Remaining time is computed from absolute timestamps. */
export type ActiveSession = {
  __typename?: 'ActiveSession';
  duration: Scalars['Int']['output'];
  groupSessionId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  intention: Intention;
  location: Scalars['String']['output'];
  /** When it was paused, while it is. */
  pausedAt?: Maybe<Scalars['DateTime']['output']>;
  remainingSeconds: Scalars['Int']['output'];
  startTime: Scalars['DateTime']['output'];
  state: ActiveSessionState;
  /** Milliseconds spent paused before the current pause: running, it ends at startTime + duration + totalPausedMs. */
  totalPausedMs: Scalars['Float']['output'];
};

/** Where a meditation in progress stands. */
export type ActiveSessionState =
  | 'countdown'
  | 'meditating'
  | 'paused';

export type CompleteSessionInput = {
  duration: Scalars['Int']['input'];
  groupSessionId?: InputMaybe<Scalars['ID']['input']>;
  intention: Intention;
  location: Scalars['String']['input'];
  /** Keeps a personal meditation stopped before its end: duration is then the whole minutes actually sat, at least one, within the time the meditation in progress has run. */
  partial?: InputMaybe<Scalars['Boolean']['input']>;
  /** When the meditation began. A meditation made offline gives its own; without it, the one in progress ends now. */
  startedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CompletedSession = {
  __typename?: 'CompletedSession';
  newAchievements: Array<Achievement>;
  session: MeditationSession;
};

/** How the end of a sit is marked. */
export type EndSignal =
  | 'light'
  | 'silent'
  | 'sound'
  | 'vibration';

/** One of the seven intentions people meditate on. */
export type Intention =
  | 'Compassion'
  | 'Forgiveness'
  | 'Love'
  | 'Non-Violence'
  | 'Peace'
  | 'Service'
  | 'Unity';

/** A completed meditation. */
export type MeditationSession = {
  __typename?: 'MeditationSession';
  duration: Scalars['Int']['output'];
  groupSessionId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  intention: Intention;
  location: Scalars['String']['output'];
  /** For a group sit, how many others sat it together (its other participants at its end); null for a sit alone. */
  others?: Maybe<Scalars['Int']['output']>;
  /** Whether the meditation was stopped before its end and kept for the minutes actually sat (duration). */
  partial: Scalars['Boolean']['output'];
  timestamp: Scalars['DateTime']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Records a finished meditation. Sent with an Idempotency-Key header, a retry records nothing new and answers the first record (for 24 hours); the same key with another meditation is refused (422). */
  completeSession: CompletedSession;
  startActiveSession: ActiveSession;
  stopActiveSession: Scalars['Boolean']['output'];
  updateActiveSession: ActiveSession;
  updatePracticeSettings: PracticeSettings;
};


export type MutationCompleteSessionArgs = {
  input: CompleteSessionInput;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStartActiveSessionArgs = {
  input: StartActiveSessionInput;
};


export type MutationUpdateActiveSessionArgs = {
  input: UpdateActiveSessionInput;
};


export type MutationUpdatePracticeSettingsArgs = {
  input: PracticeSettingsInput;
};

/** The signed-in person's practice settings, the same on every device. */
export type PracticeSettings = {
  __typename?: 'PracticeSettings';
  /** The hour (0–23, in the person's time zone) at which their day ends: 0 is midnight. */
  dayEndHour: Scalars['Int']['output'];
  endSignal: EndSignal;
  /** Whether one missed day in any 7 keeps a streak, shown as protected. */
  grace: Scalars['Boolean']['output'];
  /** Minutes between soft bells during a sit: 1, 2 or 5, or 0 for none. */
  intervalBellMinutes: Scalars['Int']['output'];
  /** Whether a sit records where it happened; false records every sit at 'Unknown Location', whatever a device sends. */
  recordLocation: Scalars['Boolean']['output'];
};

/** A change to the practice settings: the fields given change, the others stay. */
export type PracticeSettingsInput = {
  dayEndHour?: InputMaybe<Scalars['Int']['input']>;
  endSignal?: InputMaybe<EndSignal>;
  grace?: InputMaybe<Scalars['Boolean']['input']>;
  intervalBellMinutes?: InputMaybe<Scalars['Int']['input']>;
  recordLocation?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The whole achievement catalogue. */
  achievements: Array<Achievement>;
  /** The signed-in user's meditation in progress, or null. */
  activeSession?: Maybe<ActiveSession>;
  /** The approximate place (city and country) of a network address, looked up here in an offline database, so no third party learns of it; null when it names no place. Signed in only. */
  approximateLocation?: Maybe<Scalars['String']['output']>;
  /** The signed-in user's unlocked achievements, newest first. */
  myAchievements: Array<UnlockedAchievement>;
  /** The meditations the signed-in person completed, oldest first (their data export), a page at a time: first (at most 1000) after the one whose id after names. A page shorter than first is the last. */
  mySessions: Array<MeditationSession>;
  /** The signed-in user's practice settings. */
  practiceSettings: PracticeSettings;
  /** The signed-in user's latest completed meditations, newest first. */
  recentSessions: Array<MeditationSession>;
  /** The signed-in user's meditations of the current day in timeZone (an IANA zone, default UTC). */
  todaySessions: Array<MeditationSession>;
  userStats: UserStats;
};


export type QueryApproximateLocationArgs = {
  address: Scalars['String']['input'];
};


export type QueryMySessionsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentSessionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTodaySessionsArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserStatsArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type StartActiveSessionInput = {
  duration: Scalars['Int']['input'];
  groupSessionId?: InputMaybe<Scalars['ID']['input']>;
  intention: Intention;
  location: Scalars['String']['input'];
};

export type UnlockedAchievement = {
  __typename?: 'UnlockedAchievement';
  description: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  rarity: AchievementRarity;
  unlockedAt: Scalars['DateTime']['output'];
};

export type UpdateActiveSessionInput = {
  lastPing?: InputMaybe<Scalars['DateTime']['input']>;
  pausedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** PAUSED or MEDITATING */
  state?: InputMaybe<ActiveSessionState>;
  totalPausedMs?: InputMaybe<Scalars['Int']['input']>;
};

export type UserStats = {
  __typename?: 'UserStats';
  averageDuration: Scalars['Float']['output'];
  longestStreak: Scalars['Int']['output'];
  /** Missed days that grace keeps in the current streak (YYYY-MM-DD), not counted in it. */
  protectedDays: Array<Scalars['String']['output']>;
  streak: Scalars['Int']['output'];
  totalMinutes: Scalars['Int']['output'];
  totalSessions: Scalars['Int']['output'];
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
  Achievement: ResolverTypeWrapper<AchievementRowModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AchievementRarity: ResolverTypeWrapper<AchievementRarity>;
  ActiveSession: ResolverTypeWrapper<ActiveSessionViewModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ActiveSessionState: ResolverTypeWrapper<ActiveSessionState>;
  CompleteSessionInput: CompleteSessionInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CompletedSession: ResolverTypeWrapper<CompletedSessionModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EndSignal: ResolverTypeWrapper<EndSignal>;
  Intention: ResolverTypeWrapper<Intention>;
  MeditationSession: ResolverTypeWrapper<MeditationSessionRowModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PracticeSettings: ResolverTypeWrapper<PracticeSettingsModel>;
  PracticeSettingsInput: PracticeSettingsInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StartActiveSessionInput: StartActiveSessionInput;
  UnlockedAchievement: ResolverTypeWrapper<UnlockedAchievementViewModel>;
  UpdateActiveSessionInput: UpdateActiveSessionInput;
  UserStats: ResolverTypeWrapper<UserStatsModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Achievement: AchievementRowModel;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  ActiveSession: ActiveSessionViewModel;
  Int: Scalars['Int']['output'];
  Float: Scalars['Float']['output'];
  CompleteSessionInput: CompleteSessionInput;
  Boolean: Scalars['Boolean']['output'];
  CompletedSession: CompletedSessionModel;
  DateTime: Scalars['DateTime']['output'];
  MeditationSession: MeditationSessionRowModel;
  Mutation: Record<PropertyKey, never>;
  PracticeSettings: PracticeSettingsModel;
  PracticeSettingsInput: PracticeSettingsInput;
  Query: Record<PropertyKey, never>;
  StartActiveSessionInput: StartActiveSessionInput;
  UnlockedAchievement: UnlockedAchievementViewModel;
  UpdateActiveSessionInput: UpdateActiveSessionInput;
  UserStats: UserStatsModel;
};

export type AchievementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Achievement'] = ResolversParentTypes['Achievement']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rarity?: Resolver<ResolversTypes['AchievementRarity'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AchievementRarityResolvers = { COMMON: 'common', EPIC: 'epic', LEGENDARY: 'legendary', RARE: 'rare' };

export type ActiveSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActiveSession'] = ResolversParentTypes['ActiveSession']> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupSessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intention?: Resolver<ResolversTypes['Intention'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pausedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  remainingSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActiveSessionState'], ParentType, ContextType>;
  totalPausedMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ActiveSessionStateResolvers = { COUNTDOWN: 'countdown', MEDITATING: 'meditating', PAUSED: 'paused' };

export type CompletedSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompletedSession'] = ResolversParentTypes['CompletedSession']> = {
  newAchievements?: Resolver<Array<ResolversTypes['Achievement']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['MeditationSession'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EndSignalResolvers = { LIGHT: 'light', SILENT: 'silent', SOUND: 'sound', VIBRATION: 'vibration' };

export type IntentionResolvers = { COMPASSION: 'Compassion', FORGIVENESS: 'Forgiveness', LOVE: 'Love', NON_VIOLENCE: 'Non-Violence', PEACE: 'Peace', SERVICE: 'Service', UNITY: 'Unity' };

export type MeditationSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MeditationSession'] = ResolversParentTypes['MeditationSession']> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupSessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intention?: Resolver<ResolversTypes['Intention'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  others?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  completeSession?: Resolver<ResolversTypes['CompletedSession'], ParentType, ContextType, RequireFields<MutationCompleteSessionArgs, 'input'>>;
  startActiveSession?: Resolver<ResolversTypes['ActiveSession'], ParentType, ContextType, RequireFields<MutationStartActiveSessionArgs, 'input'>>;
  stopActiveSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateActiveSession?: Resolver<ResolversTypes['ActiveSession'], ParentType, ContextType, RequireFields<MutationUpdateActiveSessionArgs, 'input'>>;
  updatePracticeSettings?: Resolver<ResolversTypes['PracticeSettings'], ParentType, ContextType, RequireFields<MutationUpdatePracticeSettingsArgs, 'input'>>;
};

export type PracticeSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PracticeSettings'] = ResolversParentTypes['PracticeSettings']> = {
  dayEndHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endSignal?: Resolver<ResolversTypes['EndSignal'], ParentType, ContextType>;
  grace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  intervalBellMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  achievements?: Resolver<Array<ResolversTypes['Achievement']>, ParentType, ContextType>;
  activeSession?: Resolver<Maybe<ResolversTypes['ActiveSession']>, ParentType, ContextType>;
  approximateLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryApproximateLocationArgs, 'address'>>;
  myAchievements?: Resolver<Array<ResolversTypes['UnlockedAchievement']>, ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['MeditationSession']>, ParentType, ContextType, RequireFields<QueryMySessionsArgs, 'first'>>;
  practiceSettings?: Resolver<ResolversTypes['PracticeSettings'], ParentType, ContextType>;
  recentSessions?: Resolver<Array<ResolversTypes['MeditationSession']>, ParentType, ContextType, RequireFields<QueryRecentSessionsArgs, 'limit'>>;
  todaySessions?: Resolver<Array<ResolversTypes['MeditationSession']>, ParentType, ContextType, Partial<QueryTodaySessionsArgs>>;
  userStats?: Resolver<ResolversTypes['UserStats'], ParentType, ContextType, Partial<QueryUserStatsArgs>>;
};

export type UnlockedAchievementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UnlockedAchievement'] = ResolversParentTypes['UnlockedAchievement']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rarity?: Resolver<ResolversTypes['AchievementRarity'], ParentType, ContextType>;
  unlockedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UserStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserStats'] = ResolversParentTypes['UserStats']> = {
  averageDuration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longestStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  protectedDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  streak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Achievement?: AchievementResolvers<ContextType>;
  AchievementRarity?: AchievementRarityResolvers;
  ActiveSession?: ActiveSessionResolvers<ContextType>;
  ActiveSessionState?: ActiveSessionStateResolvers;
  CompletedSession?: CompletedSessionResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EndSignal?: EndSignalResolvers;
  Intention?: IntentionResolvers;
  MeditationSession?: MeditationSessionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PracticeSettings?: PracticeSettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  UnlockedAchievement?: UnlockedAchievementResolvers<ContextType>;
  UserStats?: UserStatsResolvers<ContextType>;
};
