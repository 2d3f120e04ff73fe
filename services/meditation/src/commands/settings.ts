import { DEFAULT_DAY_END_HOUR, DEFAULT_GRACE, EndSignals, type DayRule, type EndSignal, type IntervalBellMinutes } from '@peace/proto';
import { savedSettings, savedSettingsForUpdate, storeSettings, type SettingsRow } from '../db/settings.repository.js';
import type { MeditationDb, MeditationTx } from '../db/types.js';
import { settingsUpdated } from '../events/publish.js';
import type { PracticeSettingsInput } from './inputs.js';

/** The place a sit records when none is known, or the person asked not to have theirs recorded (spec §4). */
export const UNKNOWN_LOCATION = 'Unknown Location';

/** A person's practice settings, saved once and applied on every device they use. */
export interface PracticeSettings {
  endSignal: EndSignal;
  /** Minutes between soft bells during a sit; 0 is none. */
  intervalBellMinutes: IntervalBellMinutes;
  /** The local hour at which the person's day ends, for their streaks. */
  dayEndHour: number;
  grace: boolean;
  /** Whether a sit records where it happened; without it every sit is at 'Unknown Location'. */
  recordLocation: boolean;
}

export const DEFAULT_SETTINGS: PracticeSettings = { endSignal: EndSignals.SOUND, intervalBellMinutes: 0, dayEndHour: DEFAULT_DAY_END_HOUR, grace: DEFAULT_GRACE, recordLocation: true };

type Executor = MeditationDb | MeditationTx;


// Rows only hold values their checks allowed.
const settingsOf = (row: SettingsRow | undefined): PracticeSettings =>
  row ? { endSignal: row.endSignal as EndSignal, intervalBellMinutes: row.intervalBellMinutes as IntervalBellMinutes, dayEndHour: row.dayEndHour, grace: row.grace, recordLocation: row.recordLocation } : DEFAULT_SETTINGS;

export async function getSettings(db: Executor, userId: string): Promise<PracticeSettings> {
  return settingsOf(await savedSettings(db, userId));
}

/** How the person's days are counted, in the zone their device is in now. */
export async function dayRuleOf(db: Executor, userId: string, timeZone: string): Promise<DayRule> {
  const { dayEndHour, grace } = await getSettings(db, userId);
  return { timeZone, dayEndHour, grace };
}

/**
 * Saves the settings given, keeping the others, and tells the services that count streaks when
 * the way days count changed, in the same transaction.
 */
export async function updateSettings(db: MeditationDb, userId: string, input: PracticeSettingsInput, now: Date): Promise<PracticeSettings> {
  return db.transaction(async (tx) => {
    const current = await savedSettingsForUpdate(tx, userId);
    const before = settingsOf(current);
    const next: PracticeSettings = {
      endSignal: input.endSignal ?? before.endSignal,
      intervalBellMinutes: (input.intervalBellMinutes ?? before.intervalBellMinutes) as IntervalBellMinutes,
      dayEndHour: input.dayEndHour ?? before.dayEndHour,
      grace: input.grace ?? before.grace,
      recordLocation: input.recordLocation ?? before.recordLocation,
    };
    const revision = (current?.revision ?? 0) + 1;
    const saved = await storeSettings(tx, userId, next, revision, now);
    if (!saved) throw new Error('the settings could not be saved');
    if (next.dayEndHour !== before.dayEndHour || next.grace !== before.grace) await settingsUpdated(tx, saved, now);
    return settingsOf(saved);
  });
}

/** What a sit records as its place: 'Unknown Location' for a person who asked not to have theirs recorded. */
export async function recordedLocation<T extends { location: string }>(db: Executor, userId: string, input: T): Promise<T> {
  const { recordLocation } = await getSettings(db, userId);
  return recordLocation ? input : { ...input, location: UNKNOWN_LOCATION };
}
