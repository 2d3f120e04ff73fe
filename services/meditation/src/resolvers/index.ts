import { AchievementRarities, ActiveSessionStates, EndSignals, Intentions } from '@peace/proto';
import { DateTimeScalar, pageOf, parseInput, parseTimeZone, requireUser } from '@peace/kit';
import { listCatalogue, listUnlocked } from '../commands/achievements.js';
import { getActiveSession, startActiveSession, stopActiveSession, updateActiveSession } from '../commands/active-sessions.js';
import { allSessions, completeSession, recentSessions, todaySessions, userStats, type CompletionDeps } from '../commands/completions.js';
import { completeSessionInput, practiceSettingsInput, recentSessionsArgs, startActiveSessionInput, timeZoneArgs, updateActiveSessionInput } from '../commands/inputs.js';
import { getSettings, recordedLocation, updateSettings } from '../commands/settings.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { placeOfAddress } from '../commands/location.js';
import { MAX_MY_SESSIONS } from '../list-caps.js';

const timeZoneOf = (args: { timeZone?: string | null }) => parseTimeZone(parseInput(timeZoneArgs, args).timeZone);

export function createResolvers(deps: CompletionDeps): Resolvers {
  return {
    DateTime: DateTimeScalar,
    // Apollo translates between the graph's enum names and the spec's values both ways.
    Intention: Intentions,
    ActiveSessionState: ActiveSessionStates,
    AchievementRarity: AchievementRarities,
    EndSignal: EndSignals,
    Query: {
      activeSession: (_parent, _args, context) => getActiveSession(deps, requireUser(context)),
      recentSessions: (_parent, args, context) => {
        const userId = requireUser(context);
        return recentSessions(deps.db, userId, parseInput(recentSessionsArgs, args).limit);
      },
      todaySessions: (_parent, args, context) => {
        const userId = requireUser(context);
        return todaySessions(deps.db, userId, timeZoneOf(args), deps.clock.now());
      },
      userStats: (_parent, args, context) => {
        const userId = requireUser(context);
        return userStats(deps.db, userId, timeZoneOf(args), deps.clock.now());
      },
      myAchievements: (_parent, _args, context) => listUnlocked(deps.db, requireUser(context)),
      mySessions: (_parent, args, context) => {
        const userId = requireUser(context);
        return allSessions(deps.db, userId, pageOf(args, MAX_MY_SESSIONS));
      },
      achievements: () => listCatalogue(deps.db),
      practiceSettings: (_parent, _args, context) => getSettings(deps.db, requireUser(context)),
      approximateLocation: (_parent, args, context) => {
        requireUser(context);
        return placeOfAddress(args.address);
      },
    },
    Mutation: {
      // The graph has typed the input already; parsing it again applies the rules the SDL cannot say, as "field: message".
      startActiveSession: async (_parent, args, context) => {
        const userId = requireUser(context);
        return startActiveSession(deps, userId, await recordedLocation(deps.db, userId, parseInput(startActiveSessionInput, args.input)));
      },
      updateActiveSession: (_parent, args, context) => {
        const userId = requireUser(context);
        return updateActiveSession(deps, userId, parseInput(updateActiveSessionInput, args.input));
      },
      stopActiveSession: (_parent, _args, context) => stopActiveSession(deps, requireUser(context)),
      completeSession: async (_parent, args, context) => {
        const userId = requireUser(context);
        const input = await recordedLocation(deps.db, userId, parseInput(completeSessionInput, args.input));
        return completeSession(deps, userId, input, timeZoneOf(args), context.idempotencyKey);
      },
      updatePracticeSettings: (_parent, args, context) => {
        const userId = requireUser(context);
        return updateSettings(deps.db, userId, parseInput(practiceSettingsInput, args.input), deps.clock.now());
      },
    },
  };
}
