/* Generated from src/schema.graphql by `npm run codegen`; do not edit. */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { EmailDeliveryRow as EmailDeliveryRowModel } from '../db/email-log.repository.js';
import type { UserRef as UserRefModel } from '../commands/preferences.js';
import type { PushSubscriptionRow as PushSubscriptionRowModel } from '../db/push-subscriptions.repository.js';
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

/** The daily practice reminder: the time on the person's wall clock (HH:MM), or null for none, and the channels it comes by (email, push); the streak keeper comes by the same. */
export type DailyReminder = {
  __typename?: 'DailyReminder';
  channels: Array<Scalars['String']['output']>;
  time?: Maybe<Scalars['String']['output']>;
};

export type DailyReminderInput = {
  channels?: InputMaybe<Array<Scalars['String']['input']>>;
  time?: InputMaybe<Scalars['String']['input']>;
};

/** An email the product sent or tried to send. */
export type EmailDelivery = {
  __typename?: 'EmailDelivery';
  createdAt: Scalars['DateTime']['output'];
  /** Why it failed or was skipped. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  recipient: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: EmailDeliveryStatus;
  subject: Scalars['String']['output'];
};

/** Where an email stands. */
export type EmailDeliveryStatus =
  | 'failed'
  | 'queued'
  | 'sent'
  /** Not sent: the recipient turned session emails off, or has no address. */
  | 'skipped';

/** An email as it is sent, for a preview. */
export type EmailPreview = {
  __typename?: 'EmailPreview';
  /** The email's HTML part, a whole document; show it in a sandboxed frame. */
  html: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Forgets one of the signed-in person's devices. */
  deletePushSubscription: Scalars['Boolean']['output'];
  /** Keeps a browser's push subscription for the signed-in person; the same endpoint again updates it. */
  savePushSubscription: PushSubscription;
  /** Sends the sample session-start email to the signed-in user's own address; a few per hour. */
  sendTestSessionEmail: EmailDelivery;
  /** Turns the signed-in user's session emails on or off. */
  setSessionEmails: User;
  /** One-click unsubscribe from session emails, with the signed token of an email's link. */
  unsubscribeSessionEmails: Scalars['Boolean']['output'];
  /** Changes the signed-in person's reminder settings. */
  updateReminderSettings: ReminderSettings;
};


export type MutationDeletePushSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSavePushSubscriptionArgs = {
  input: PushSubscriptionInput;
};


export type MutationSetSessionEmailsArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationUnsubscribeSessionEmailsArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateReminderSettingsArgs = {
  input: ReminderSettingsInput;
};

/** One of the signed-in person's devices that takes push messages: a browser's push subscription. */
export type PushSubscription = {
  __typename?: 'PushSubscription';
  createdAt: Scalars['DateTime']['output'];
  /** Where the browser's push service takes its messages. */
  endpoint: Scalars['String']['output'];
  /** When the browser said the subscription ends, if it did. */
  expirationTime?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
};

/** A browser's PushSubscription.toJSON(). */
export type PushSubscriptionInput = {
  endpoint: Scalars['String']['input'];
  /** Milliseconds since the epoch, or null. */
  expirationTime?: InputMaybe<Scalars['Float']['input']>;
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user's latest emails, newest first. */
  myEmailDeliveries: Array<EmailDelivery>;
  /** The emails the service was asked to send the signed-in person, oldest first (their data export), a page at a time: first (at most 200) after the one whose id after names. A page shorter than first is the last. */
  myEmailLog: Array<EmailDelivery>;
  /** The signed-in person's devices that take push messages, oldest first. */
  myPushSubscriptions: Array<PushSubscription>;
  /** The VAPID application server key (base64url) browsers subscribe with; anyone may read it. */
  pushPublicKey: Scalars['String']['output'];
  /** What reaches the signed-in person and how. */
  reminderSettings: ReminderSettings;
  /** The session-start email with a sample session and community, exactly as it is sent. */
  sessionEmailPreview: EmailPreview;
};


export type QueryMyEmailLogArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Hours (HH:MM to HH:MM, on the person's wall clock) in which nothing is sent. */
export type QuietHours = {
  __typename?: 'QuietHours';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type QuietHoursInput = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** What reaches the signed-in person and how. */
export type ReminderSettings = {
  __typename?: 'ReminderSettings';
  daily: DailyReminder;
  quietHours?: Maybe<QuietHours>;
  /** The channels (email, push) of session starts and of the reminders of sessions they joined. */
  sessionStarts: Array<Scalars['String']['output']>;
  /** One message late in a day that would break their streak. */
  streakKeeper: Scalars['Boolean']['output'];
  /** The IANA time zone their times are in. */
  timeZone: Scalars['String']['output'];
};

/** A change to the reminder settings: the fields given change, the others stay. quietHours: null turns quiet hours off; daily.time: null the daily reminder. */
export type ReminderSettingsInput = {
  daily?: InputMaybe<DailyReminderInput>;
  quietHours?: InputMaybe<QuietHoursInput>;
  sessionStarts?: InputMaybe<Array<Scalars['String']['input']>>;
  streakKeeper?: InputMaybe<Scalars['Boolean']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** A person, as far as their email is concerned. Only the person themselves may read it. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  /** Whether emails about group sessions (starts and reminders) go to them. */
  sessionEmails: Scalars['Boolean']['output'];
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
  DailyReminder: ResolverTypeWrapper<DailyReminder>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  DailyReminderInput: DailyReminderInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailDelivery: ResolverTypeWrapper<EmailDeliveryRowModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  EmailDeliveryStatus: ResolverTypeWrapper<EmailDeliveryStatus>;
  EmailPreview: ResolverTypeWrapper<EmailPreview>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PushSubscription: ResolverTypeWrapper<PushSubscriptionRowModel>;
  PushSubscriptionInput: PushSubscriptionInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  QuietHours: ResolverTypeWrapper<QuietHours>;
  QuietHoursInput: QuietHoursInput;
  ReminderSettings: ResolverTypeWrapper<ReminderSettings>;
  ReminderSettingsInput: ReminderSettingsInput;
  User: ResolverTypeWrapper<UserRefModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DailyReminder: DailyReminder;
  String: Scalars['String']['output'];
  DailyReminderInput: DailyReminderInput;
  DateTime: Scalars['DateTime']['output'];
  EmailDelivery: EmailDeliveryRowModel;
  ID: Scalars['ID']['output'];
  EmailPreview: EmailPreview;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  PushSubscription: PushSubscriptionRowModel;
  PushSubscriptionInput: PushSubscriptionInput;
  Float: Scalars['Float']['output'];
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  Query: Record<PropertyKey, never>;
  Int: Scalars['Int']['output'];
  QuietHours: QuietHours;
  QuietHoursInput: QuietHoursInput;
  ReminderSettings: ReminderSettings;
  ReminderSettingsInput: ReminderSettingsInput;
  User: UserRefModel;
};

export type DailyReminderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DailyReminder'] = ResolversParentTypes['DailyReminder']> = {
  channels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmailDeliveryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmailDelivery'] = ResolversParentTypes['EmailDelivery']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EmailDeliveryStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailDeliveryStatusResolvers = { FAILED: 'failed', QUEUED: 'queued', SENT: 'sent', SKIPPED: 'skipped' };

export type EmailPreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmailPreview'] = ResolversParentTypes['EmailPreview']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  deletePushSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePushSubscriptionArgs, 'id'>>;
  savePushSubscription?: Resolver<ResolversTypes['PushSubscription'], ParentType, ContextType, RequireFields<MutationSavePushSubscriptionArgs, 'input'>>;
  sendTestSessionEmail?: Resolver<ResolversTypes['EmailDelivery'], ParentType, ContextType>;
  setSessionEmails?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetSessionEmailsArgs, 'enabled'>>;
  unsubscribeSessionEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeSessionEmailsArgs, 'token'>>;
  updateReminderSettings?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType, RequireFields<MutationUpdateReminderSettingsArgs, 'input'>>;
};

export type PushSubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PushSubscription'] = ResolversParentTypes['PushSubscription']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myEmailDeliveries?: Resolver<Array<ResolversTypes['EmailDelivery']>, ParentType, ContextType>;
  myEmailLog?: Resolver<Array<ResolversTypes['EmailDelivery']>, ParentType, ContextType, RequireFields<QueryMyEmailLogArgs, 'first'>>;
  myPushSubscriptions?: Resolver<Array<ResolversTypes['PushSubscription']>, ParentType, ContextType>;
  pushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reminderSettings?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType>;
  sessionEmailPreview?: Resolver<ResolversTypes['EmailPreview'], ParentType, ContextType>;
};

export type QuietHoursResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['QuietHours'] = ResolversParentTypes['QuietHours']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReminderSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReminderSettings'] = ResolversParentTypes['ReminderSettings']> = {
  daily?: Resolver<ResolversTypes['DailyReminder'], ParentType, ContextType>;
  quietHours?: Resolver<Maybe<ResolversTypes['QuietHours']>, ParentType, ContextType>;
  sessionStarts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  streakKeeper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  DailyReminder?: DailyReminderResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailDelivery?: EmailDeliveryResolvers<ContextType>;
  EmailDeliveryStatus?: EmailDeliveryStatusResolvers;
  EmailPreview?: EmailPreviewResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PushSubscription?: PushSubscriptionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuietHours?: QuietHoursResolvers<ContextType>;
  ReminderSettings?: ReminderSettingsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};
