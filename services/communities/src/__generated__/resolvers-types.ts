/* Generated from src/schema.graphql by `npm run codegen`; do not edit. */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CommunityView as CommunityViewModel, MemberRow as MemberRowModel, PostRow as PostRowModel } from '../commands/communities.js';
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

/** A lasting meditation community. */
export type Community = {
  __typename?: 'Community';
  createdAt: Scalars['DateTime']['output'];
  createdBy: Scalars['ID']['output'];
  /** The owner, who created it. */
  creator: User;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  intention: Intention;
  /** 1 for public, 0 for private. */
  isPublic: Scalars['Int']['output'];
  maxMembers: Scalars['Int']['output'];
  meditationDuration: Scalars['Int']['output'];
  meetingDays: Array<Weekday>;
  meetingSchedule?: Maybe<MeetingSchedule>;
  /** HH:MM */
  meetingTime?: Maybe<Scalars['String']['output']>;
  memberCount: Scalars['Int']['output'];
  /** Its active members, the owner first, then by joining time. Empty for a viewer who may not see them (a private community's non-members). */
  members: Array<CommunityMember>;
  /** The signed-in person's role in it; null when signed out or not a member. */
  myRole?: Maybe<MemberRole>;
  name: Scalars['String']['output'];
  postCount: Scalars['Int']['output'];
  /** Its posts, pinned first, then newest first. Empty for a viewer who may not see them. */
  posts: Array<CommunityPost>;
  tags: Array<Scalars['String']['output']>;
  timezone: Scalars['String']['output'];
};


/** A lasting meditation community. */
export type CommunityPostsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** What anyone holding a community's link may see, signed in or not. */
export type CommunityInvitation = {
  __typename?: 'CommunityInvitation';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  intention: Intention;
  isPublic: Scalars['Boolean']['output'];
  /** HH:MM in the community's time zone. */
  meetingTime?: Maybe<Scalars['String']['output']>;
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

/** A person's membership of a community. */
export type CommunityMember = {
  __typename?: 'CommunityMember';
  joinedAt: Scalars['DateTime']['output'];
  role: MemberRole;
  /** The person, resolved by the identity subgraph. */
  user: User;
};

/** A post on a community's board. */
export type CommunityPost = {
  __typename?: 'CommunityPost';
  /** The person who wrote it, resolved by the identity subgraph; null to a non-member when they asked to be left out of public lists. */
  author?: Maybe<User>;
  authorId: Scalars['ID']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  groupId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  likesCount: Scalars['Int']['output'];
  repliesCount: Scalars['Int']['output'];
  title?: Maybe<Scalars['String']['output']>;
  type: PostType;
};

export type CreateCommunityInput = {
  /** At most 1000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** https only. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  intention: Intention;
  /** 1 for public, 0 for private. */
  isPublic?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 1000. */
  maxMembers?: InputMaybe<Scalars['Int']['input']>;
  /** 5, 10 or 20 minutes. */
  meditationDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Only for a weekly schedule. */
  meetingDays?: InputMaybe<Array<Weekday>>;
  /** WEEKLY when absent. */
  meetingSchedule?: InputMaybe<MeetingSchedule>;
  /** HH:MM, 24-hour. */
  meetingTime?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** At most 10, each 1 to 30 characters. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An IANA time zone. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCommunityPostInput = {
  /** 1 to 5000 characters. */
  content: Scalars['String']['input'];
  /** At most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** DISCUSSION when absent. */
  type?: InputMaybe<PostType>;
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

/** How often a community meets. */
export type MeetingSchedule =
  | 'daily'
  | 'weekly';

/** A person's place in a community they belong to. */
export type MemberRole =
  | 'member'
  /** Created the community, and manages it. */
  | 'owner';

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a community; its creator is its owner and first member. */
  createCommunity: Community;
  /** A member writes on its board. */
  createCommunityPost: CommunityPost;
  /** The owner deletes it, with its members and posts; its scheduled sessions are cancelled. Answers the id. */
  deleteCommunity: Scalars['ID']['output'];
  /** Joins it. A second join is a conflict with the message 'Already a member'; a full community is a conflict. */
  joinCommunity: Community;
  /** Leaves it; leaving again changes nothing. The owner cannot leave (conflict). */
  leaveCommunity: Community;
  /** The owner changes its settings. */
  updateCommunity: Community;
};


export type MutationCreateCommunityArgs = {
  input: CreateCommunityInput;
};


export type MutationCreateCommunityPostArgs = {
  groupId: Scalars['ID']['input'];
  input: CreateCommunityPostInput;
};


export type MutationDeleteCommunityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationJoinCommunityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLeaveCommunityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCommunityArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCommunityInput;
};

/** What a post on a community's board is. */
export type PostType =
  | 'announcement'
  | 'discussion'
  | 'question'
  | 'reflection';

export type Query = {
  __typename?: 'Query';
  /** Active public communities, newest first. */
  communities: Array<Community>;
  /** One active community, public or private, for anyone holding its id (its link); null when missing or deleted. */
  community?: Maybe<Community>;
  /** What a signed-out visitor holding the link sees; null when missing or deleted. */
  communityInvitation?: Maybe<CommunityInvitation>;
  /** The signed-in person's active communities, the newest membership first, a page at a time: first (at most 100) after the one whose id after names. A page shorter than first is the last. */
  myCommunities: Array<Community>;
};


export type QueryCommunityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCommunityInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyCommunitiesArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The fields an owner may change; an absent field stays as it is. Same rules as on create. */
export type UpdateCommunityInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  intention?: InputMaybe<Intention>;
  isPublic?: InputMaybe<Scalars['Int']['input']>;
  maxMembers?: InputMaybe<Scalars['Int']['input']>;
  meditationDuration?: InputMaybe<Scalars['Int']['input']>;
  meetingDays?: InputMaybe<Array<Weekday>>;
  meetingSchedule?: InputMaybe<MeetingSchedule>;
  meetingTime?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** A person, resolved by the identity subgraph. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};

/** A day of the week a weekly community meets on. */
export type Weekday =
  | 'friday'
  | 'monday'
  | 'saturday'
  | 'sunday'
  | 'thursday'
  | 'tuesday'
  | 'wednesday';



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
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Community:
    ( { __typename: 'Community' }
    & GraphQLRecursivePick<FederationTypes['Community'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Community: ResolverTypeWrapper<CommunityViewModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CommunityInvitation: ResolverTypeWrapper<CommunityViewModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CommunityMember: ResolverTypeWrapper<MemberRowModel>;
  CommunityPost: ResolverTypeWrapper<PostRowModel>;
  CreateCommunityInput: CreateCommunityInput;
  CreateCommunityPostInput: CreateCommunityPostInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Intention: ResolverTypeWrapper<Intention>;
  MeetingSchedule: ResolverTypeWrapper<MeetingSchedule>;
  MemberRole: ResolverTypeWrapper<MemberRole>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PostType: ResolverTypeWrapper<PostType>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateCommunityInput: UpdateCommunityInput;
  User: ResolverTypeWrapper<User>;
  Weekday: ResolverTypeWrapper<Weekday>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Community: CommunityViewModel;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  CommunityInvitation: CommunityViewModel;
  Boolean: Scalars['Boolean']['output'];
  CommunityMember: MemberRowModel;
  CommunityPost: PostRowModel;
  CreateCommunityInput: CreateCommunityInput;
  CreateCommunityPostInput: CreateCommunityPostInput;
  DateTime: Scalars['DateTime']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  UpdateCommunityInput: UpdateCommunityInput;
  User: User;
};

export type CommunityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Community'] = ResolversParentTypes['Community'], FederationReferenceType extends FederationReferenceTypes['Community'] = FederationReferenceTypes['Community']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Community']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  intention?: Resolver<ResolversTypes['Intention'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meditationDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meetingDays?: Resolver<Array<ResolversTypes['Weekday']>, ParentType, ContextType>;
  meetingSchedule?: Resolver<Maybe<ResolversTypes['MeetingSchedule']>, ParentType, ContextType>;
  meetingTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CommunityMember']>, ParentType, ContextType>;
  myRole?: Resolver<Maybe<ResolversTypes['MemberRole']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['CommunityPost']>, ParentType, ContextType, RequireFields<CommunityPostsArgs, 'limit'>>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommunityInvitationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommunityInvitation'] = ResolversParentTypes['CommunityInvitation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intention?: Resolver<ResolversTypes['Intention'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  meetingTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommunityMemberResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommunityMember'] = ResolversParentTypes['CommunityMember']> = {
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CommunityPostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CommunityPost'] = ResolversParentTypes['CommunityPost']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repliesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PostType'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type IntentionResolvers = { COMPASSION: 'Compassion', FORGIVENESS: 'Forgiveness', LOVE: 'Love', NON_VIOLENCE: 'Non-Violence', PEACE: 'Peace', SERVICE: 'Service', UNITY: 'Unity' };

export type MeetingScheduleResolvers = { DAILY: 'daily', WEEKLY: 'weekly' };

export type MemberRoleResolvers = { MEMBER: 'member', OWNER: 'owner' };

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createCommunity?: Resolver<ResolversTypes['Community'], ParentType, ContextType, RequireFields<MutationCreateCommunityArgs, 'input'>>;
  createCommunityPost?: Resolver<ResolversTypes['CommunityPost'], ParentType, ContextType, RequireFields<MutationCreateCommunityPostArgs, 'groupId' | 'input'>>;
  deleteCommunity?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCommunityArgs, 'id'>>;
  joinCommunity?: Resolver<ResolversTypes['Community'], ParentType, ContextType, RequireFields<MutationJoinCommunityArgs, 'id'>>;
  leaveCommunity?: Resolver<ResolversTypes['Community'], ParentType, ContextType, RequireFields<MutationLeaveCommunityArgs, 'id'>>;
  updateCommunity?: Resolver<ResolversTypes['Community'], ParentType, ContextType, RequireFields<MutationUpdateCommunityArgs, 'id' | 'input'>>;
};

export type PostTypeResolvers = { ANNOUNCEMENT: 'announcement', DISCUSSION: 'discussion', QUESTION: 'question', REFLECTION: 'reflection' };

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  communities?: Resolver<Array<ResolversTypes['Community']>, ParentType, ContextType>;
  community?: Resolver<Maybe<ResolversTypes['Community']>, ParentType, ContextType, RequireFields<QueryCommunityArgs, 'id'>>;
  communityInvitation?: Resolver<Maybe<ResolversTypes['CommunityInvitation']>, ParentType, ContextType, RequireFields<QueryCommunityInvitationArgs, 'id'>>;
  myCommunities?: Resolver<Array<ResolversTypes['Community']>, ParentType, ContextType, RequireFields<QueryMyCommunitiesArgs, 'first'>>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WeekdayResolvers = { FRIDAY: 'friday', MONDAY: 'monday', SATURDAY: 'saturday', SUNDAY: 'sunday', THURSDAY: 'thursday', TUESDAY: 'tuesday', WEDNESDAY: 'wednesday' };

export type Resolvers<ContextType = RequestContext> = {
  Community?: CommunityResolvers<ContextType>;
  CommunityInvitation?: CommunityInvitationResolvers<ContextType>;
  CommunityMember?: CommunityMemberResolvers<ContextType>;
  CommunityPost?: CommunityPostResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Intention?: IntentionResolvers;
  MeetingSchedule?: MeetingScheduleResolvers;
  MemberRole?: MemberRoleResolvers;
  Mutation?: MutationResolvers<ContextType>;
  PostType?: PostTypeResolvers;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Weekday?: WeekdayResolvers;
};
