/* Generated from src/schema.graphql by `npm run codegen`; do not edit. */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GroupSessionRow as GroupSessionRowModel, ParticipantRow as ParticipantRowModel } from '../commands/sessions.js';
import type { CommunityRef as CommunityRefModel } from '../commands/communities.js';
import type { ClosingLineRow as ClosingLineRowModel } from '../commands/closing-lines.js';
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

/** A line a participant left for the others once the sit ended: one line of plain text. */
export type ClosingLine = {
  __typename?: 'ClosingLine';
  /** Who left it, by first name only, as fellow participants see each other. */
  author: Companion;
  /** The session whose circle it was left in. */
  groupSession: GroupSession;
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  writtenAt: Scalars['DateTime']['output'];
};

/** A community, as far as its group sessions go; the communities subgraph owns the rest. */
export type Community = {
  __typename?: 'Community';
  id: Scalars['ID']['output'];
  /** Its session that is live now, if any (the earliest started, if several). */
  liveSession?: Maybe<GroupSession>;
  /** Its completed sessions, the latest first; for a private community, empty for anyone but its members. */
  pastSessions: Array<GroupSession>;
  /** How many of its sessions, not cancelled, start in the current week (Monday to Sunday, UTC). */
  sessionsThisWeek: Scalars['Int']['output'];
  /** Its sessions that are live now or still to come, soonest first. */
  upcomingSessions: Array<GroupSession>;
};


/** A community, as far as its group sessions go; the communities subgraph owns the rest. */
export type CommunityPastSessionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A person as the others in a group session see them: by first name only, resolved by the identity subgraph. */
export type Companion = {
  __typename?: 'Companion';
  id: Scalars['ID']['output'];
};

export type CreateGroupSessionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whole minutes, 1 to 60. */
  duration?: InputMaybe<Scalars['Int']['input']>;
  /** The community it belongs to; the creator must be a member of it. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  intention: Intention;
  /** 1 to 1000. */
  maxParticipants?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** Not in the past by more than a minute. */
  scheduledStart: Scalars['DateTime']['input'];
  /** Whether it starts by itself at its scheduled start, without its creator pressing Start. Unset: yes for a community's session, no otherwise. */
  startOnTime?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A timed group meditation. */
export type GroupSession = {
  __typename?: 'GroupSession';
  /** The closing circle: the line each participant left once the sit ended, earliest first. Empty before the sit has ended, and for anyone but its participants and its creator. */
  closingLines: Array<ClosingLine>;
  createdBy: Scalars['ID']['output'];
  /** The person who scheduled it, by first name only, for the session's participants; null for anyone else, and once they deleted their account (a former member, and createdBy names nobody). */
  creator?: Maybe<Companion>;
  description?: Maybe<Scalars['String']['output']>;
  /** Minutes. */
  duration: Scalars['Int']['output'];
  /** startsAt plus the duration. */
  endsAt: Scalars['DateTime']['output'];
  groupId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  intention: Intention;
  /** Whether the signed-in person has joined it (false when signed out). */
  joined: Scalars['Boolean']['output'];
  maxParticipants: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** People who joined (and are still in it). */
  participantCount: Scalars['Int']['output'];
  /** Who joined, earliest first, for the session's participants only; anyone else sees participantCount and an empty list. */
  participants: Array<GroupSessionParticipant>;
  /** Seconds left, on active sessions only. */
  remainingSeconds?: Maybe<Scalars['Int']['output']>;
  scheduledStart: Scalars['DateTime']['output'];
  /** Whether it starts by itself at its scheduled start, as a live event does, rather than when its creator presses Start. */
  startOnTime: Scalars['Boolean']['output'];
  /** When the sit begins: the creator's start once started, the scheduled start before. Clients count down from startsAt and endsAt with their measured clock offset, never on their own. */
  startsAt: Scalars['DateTime']['output'];
  status: GroupSessionStatus;
  /** Minutes its participants recorded for it (each participant's sit counts once). */
  totalMinutes: Scalars['Int']['output'];
};

/** A person in a group session. */
export type GroupSessionParticipant = {
  __typename?: 'GroupSessionParticipant';
  joinedAt: Scalars['DateTime']['output'];
  status: ParticipantStatus;
  /** The person by first name only (the live socket names people by this id). */
  user: Companion;
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Schedules a session; the creator is its first participant. */
  createGroupSession: GroupSession;
  /** Joins a scheduled or active session; joining again changes nothing. A full session is a conflict; a private community's session is joined by its members only (forbidden to others). */
  joinGroupSession: GroupSession;
  /** Someone who sat a session leaves one line for the others once it has ended: at most 280 characters, one line, trimmed. Leaving one again replaces it. Before the end is a conflict; anyone who did not sit it is refused (forbidden). */
  leaveClosingLine: ClosingLine;
  /** Leaves a session; leaving again changes nothing. The creator may leave and the session stays. */
  leaveGroupSession: GroupSession;
  /** Its author or the session's creator removes a line from the closing circle (forbidden to anyone else); answers the line's id. */
  removeClosingLine: Scalars['ID']['output'];
  /** The creator starts a scheduled session once its scheduled start has arrived. */
  startGroupSession: GroupSession;
};


export type MutationCreateGroupSessionArgs = {
  input: CreateGroupSessionInput;
};


export type MutationJoinGroupSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLeaveClosingLineArgs = {
  groupSessionId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationLeaveGroupSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveClosingLineArgs = {
  groupSessionId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationStartGroupSessionArgs = {
  id: Scalars['ID']['input'];
};

/** Whether a person is in a group session. */
export type ParticipantStatus =
  | 'joined'
  | 'left';

export type Query = {
  __typename?: 'Query';
  groupSession?: Maybe<GroupSession>;
  /** Group sessions that are live now or still to come, soonest first; a private community's are listed for its members only. */
  groupSessions: Array<GroupSession>;
  /** The closing lines the signed-in person left, oldest first (their data export), a page at a time: first (at most 200) after the one whose id after names. A page shorter than first is the last. */
  myClosingLines: Array<ClosingLine>;
  /** The group sessions the signed-in person scheduled or joined, oldest first (their data export), a page at a time: first (at most 200) after the one whose id after names. A page shorter than first is the last. */
  myGroupSessions: Array<GroupSession>;
};


export type QueryGroupSessionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyClosingLinesArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyGroupSessionsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  Community: Community;
  GroupSession: GroupSession;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Community:
    ( { __typename: 'Community' }
    & GraphQLRecursivePick<FederationTypes['Community'], {"id":true}> );
  GroupSession:
    ( { __typename: 'GroupSession' }
    & GraphQLRecursivePick<FederationTypes['GroupSession'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ClosingLine: ResolverTypeWrapper<ClosingLineRowModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Community: ResolverTypeWrapper<CommunityRefModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Companion: ResolverTypeWrapper<Companion>;
  CreateGroupSessionInput: CreateGroupSessionInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  GroupSession: ResolverTypeWrapper<GroupSessionRowModel>;
  GroupSessionParticipant: ResolverTypeWrapper<ParticipantRowModel>;
  GroupSessionStatus: ResolverTypeWrapper<GroupSessionStatus>;
  Intention: ResolverTypeWrapper<Intention>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ParticipantStatus: ResolverTypeWrapper<ParticipantStatus>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ClosingLine: ClosingLineRowModel;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Community: CommunityRefModel;
  Int: Scalars['Int']['output'];
  Companion: Companion;
  CreateGroupSessionInput: CreateGroupSessionInput;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  GroupSession: GroupSessionRowModel;
  GroupSessionParticipant: ParticipantRowModel;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
};

export type ClosingLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ClosingLine'] = ResolversParentTypes['ClosingLine']> = {
  author?: Resolver<ResolversTypes['Companion'], ParentType, ContextType>;
  groupSession?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writtenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CommunityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Community'] = ResolversParentTypes['Community'], FederationReferenceType extends FederationReferenceTypes['Community'] = FederationReferenceTypes['Community']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Community']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  liveSession?: Resolver<Maybe<ResolversTypes['GroupSession']>, ParentType, ContextType>;
  pastSessions?: Resolver<Array<ResolversTypes['GroupSession']>, ParentType, ContextType, RequireFields<CommunityPastSessionsArgs, 'limit'>>;
  sessionsThisWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcomingSessions?: Resolver<Array<ResolversTypes['GroupSession']>, ParentType, ContextType>;
};

export type CompanionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Companion'] = ResolversParentTypes['Companion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GroupSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GroupSession'] = ResolversParentTypes['GroupSession'], FederationReferenceType extends FederationReferenceTypes['GroupSession'] = FederationReferenceTypes['GroupSession']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['GroupSession']> | FederationReferenceType, FederationReferenceType, ContextType>;
  closingLines?: Resolver<Array<ResolversTypes['ClosingLine']>, ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['Companion']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intention?: Resolver<ResolversTypes['Intention'], ParentType, ContextType>;
  joined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxParticipants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  participantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['GroupSessionParticipant']>, ParentType, ContextType>;
  remainingSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scheduledStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startOnTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupSessionStatus'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupSessionParticipantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GroupSessionParticipant'] = ResolversParentTypes['GroupSessionParticipant']> = {
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ParticipantStatus'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Companion'], ParentType, ContextType>;
};

export type GroupSessionStatusResolvers = { ACTIVE: 'active', CANCELLED: 'cancelled', COMPLETED: 'completed', SCHEDULED: 'scheduled' };

export type IntentionResolvers = { COMPASSION: 'Compassion', FORGIVENESS: 'Forgiveness', LOVE: 'Love', NON_VIOLENCE: 'Non-Violence', PEACE: 'Peace', SERVICE: 'Service', UNITY: 'Unity' };

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createGroupSession?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType, RequireFields<MutationCreateGroupSessionArgs, 'input'>>;
  joinGroupSession?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType, RequireFields<MutationJoinGroupSessionArgs, 'id'>>;
  leaveClosingLine?: Resolver<ResolversTypes['ClosingLine'], ParentType, ContextType, RequireFields<MutationLeaveClosingLineArgs, 'groupSessionId' | 'text'>>;
  leaveGroupSession?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType, RequireFields<MutationLeaveGroupSessionArgs, 'id'>>;
  removeClosingLine?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveClosingLineArgs, 'groupSessionId' | 'id'>>;
  startGroupSession?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType, RequireFields<MutationStartGroupSessionArgs, 'id'>>;
};

export type ParticipantStatusResolvers = { JOINED: 'joined', LEFT: 'left' };

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  groupSession?: Resolver<Maybe<ResolversTypes['GroupSession']>, ParentType, ContextType, RequireFields<QueryGroupSessionArgs, 'id'>>;
  groupSessions?: Resolver<Array<ResolversTypes['GroupSession']>, ParentType, ContextType>;
  myClosingLines?: Resolver<Array<ResolversTypes['ClosingLine']>, ParentType, ContextType, RequireFields<QueryMyClosingLinesArgs, 'first'>>;
  myGroupSessions?: Resolver<Array<ResolversTypes['GroupSession']>, ParentType, ContextType, RequireFields<QueryMyGroupSessionsArgs, 'first'>>;
};

export type Resolvers<ContextType = RequestContext> = {
  ClosingLine?: ClosingLineResolvers<ContextType>;
  Community?: CommunityResolvers<ContextType>;
  Companion?: CompanionResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  GroupSession?: GroupSessionResolvers<ContextType>;
  GroupSessionParticipant?: GroupSessionParticipantResolvers<ContextType>;
  GroupSessionStatus?: GroupSessionStatusResolvers;
  Intention?: IntentionResolvers;
  Mutation?: MutationResolvers<ContextType>;
  ParticipantStatus?: ParticipantStatusResolvers;
  Query?: QueryResolvers<ContextType>;
};
