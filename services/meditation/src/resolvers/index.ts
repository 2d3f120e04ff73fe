import { DateTimeScalar, parseInput, requireUser, type RequestContext } from '@peace/kit';
import { listCatalogue, listUnlocked } from '../commands/achievements.js';
import { getActiveSession, startActiveSession, stopActiveSession, updateActiveSession, type ActiveSessionDeps } from '../commands/active-sessions.js';
import { parseTimeZone } from '../commands/calendar.js';
import { completeSession, recentSessions, todaySessions, userStats } from '../commands/completions.js';
import { completeSessionInput, recentSessionsArgs, startActiveSessionInput, timeZoneArgs, updateActiveSessionInput } from '../commands/inputs.js';

type Args = Record<string, unknown>;

// Mutations take their fields in `input`; parsing it directly keeps messages as "field: message".
const inputOf = (args: Args) => args['input'];
const timeZoneOf = (args: Args) => parseTimeZone(parseInput(timeZoneArgs, args).timeZone);

export function createResolvers(deps: ActiveSessionDeps) {
  return {
    DateTime: DateTimeScalar,
    Query: {
      activeSession: (_: unknown, _args: Args, context: RequestContext) => getActiveSession(deps, requireUser(context)),
      recentSessions: (_: unknown, args: Args, context: RequestContext) => {
        const userId = requireUser(context);
        return recentSessions(deps.db, userId, parseInput(recentSessionsArgs, args).limit);
      },
      todaySessions: (_: unknown, args: Args, context: RequestContext) => {
        const userId = requireUser(context);
        return todaySessions(deps.db, userId, timeZoneOf(args), deps.clock.now());
      },
      userStats: (_: unknown, args: Args, context: RequestContext) => {
        const userId = requireUser(context);
        return userStats(deps.db, userId, timeZoneOf(args), deps.clock.now());
      },
      myAchievements: (_: unknown, _args: Args, context: RequestContext) => listUnlocked(deps.db, requireUser(context)),
      achievements: () => listCatalogue(deps.db),
    },
    Mutation: {
      startActiveSession: (_: unknown, args: Args, context: RequestContext) => {
        const userId = requireUser(context);
        return startActiveSession(deps, userId, parseInput(startActiveSessionInput, inputOf(args)));
      },
      updateActiveSession: (_: unknown, args: Args, context: RequestContext) => {
        const userId = requireUser(context);
        return updateActiveSession(deps, userId, parseInput(updateActiveSessionInput, inputOf(args)));
      },
      stopActiveSession: (_: unknown, _args: Args, context: RequestContext) => stopActiveSession(deps, requireUser(context)),
      completeSession: (_: unknown, args: Args, context: RequestContext) => {
        const userId = requireUser(context);
        const input = parseInput(completeSessionInput, inputOf(args));
        return completeSession(deps, userId, input, timeZoneOf(args));
      },
    },
  };
}
