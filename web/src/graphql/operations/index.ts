/**
 * Every GraphQL operation the app sends, written once, one file per resource. Their result and
 * variable types are generated from the gateway's public schema into ../__generated__
 * (npm run codegen -w web); nothing here restates a field's type.
 */
export type { AchievementRarity, ActiveSessionState, EndSignal, GroupSessionStatus, Intention, PracticeSettingsFieldsFragment, PracticeSettingsInput, ReminderSettingsFieldsFragment, ReminderSettingsInput } from '../__generated__/graphql';
export * from './communities';
export * from './groups';
export * from './identity';
export * from './meditation';
export * from './notification';
export * from './stats';
