import { useId, useState } from 'react';
import type { Intention, MeetingSchedule, Weekday } from '../graphql/operations';
import { defaultDuration } from '../lib/intentions';
import { COMMUNITY_LIMITS, weekdays, weekdayShort, type ScheduleChoice } from './communities';
import { DurationSelect, SessionDescriptionField, SessionIntentionField, WholeNumberField } from './SessionFields';

/** The settings a community starts with, or has now when its owner manages it. */
export interface CommunitySettings {
  name: string;
  description: string | null;
  intention: Intention | null;
  isPublic: number;
  maxMembers: number;
  meetingSchedule: MeetingSchedule | null;
  meetingDays: readonly Weekday[];
  meetingTime: string | null;
  meditationDuration: number;
}

/** A new community: public, 100 members, weekly, 5 minutes (spec §5). */
export const newCommunitySettings: CommunitySettings = {
  name: '',
  description: null,
  intention: null,
  isPublic: 1,
  maxMembers: COMMUNITY_LIMITS.maxMembers.fallback,
  meetingSchedule: 'WEEKLY',
  meetingDays: [],
  meetingTime: null,
  meditationDuration: defaultDuration,
};

/** The frequency and days, which the form keeps as state: the days belong to one frequency. */
export function useScheduleChoice(initial: CommunitySettings) {
  const [choice, setChoice] = useState<ScheduleChoice>({
    schedule: initial.meetingSchedule ?? 'WEEKLY',
    days: initial.meetingSchedule === 'WEEKLY' ? initial.meetingDays : [],
  });
  return {
    choice,
    // Changing the frequency starts the days afresh (spec §4).
    setSchedule: (schedule: MeetingSchedule) => setChoice({ schedule, days: [] }),
    toggleDay: (day: Weekday) =>
      setChoice((current) => ({
        ...current,
        days: current.days.includes(day) ? current.days.filter((d) => d !== day) : [...current.days, day],
      })),
    reset: () => setChoice({ schedule: 'WEEKLY', days: [] }),
  };
}

/**
 * The fields of a community's settings, uncontrolled except for the schedule:
 * the parent reads them with FormData on submit.
 */
export function CommunityFields({
  initial,
  schedule,
  timeZone,
}: {
  initial: CommunitySettings;
  schedule: ReturnType<typeof useScheduleChoice>;
  /** The zone the meeting time is in, when it is not the person's own. */
  timeZone?: string | undefined;
}) {
  const id = useId();
  const { choice, setSchedule, toggleDay } = schedule;
  return (
    <>
      <label className="field" htmlFor={`${id}-name`}>
        <span className="field__label">Name *</span>
        <input id={`${id}-name`} name="name" className="input" required maxLength={100} defaultValue={initial.name} />
      </label>
      <SessionDescriptionField id={id} rows={3} initial={initial.description ?? ''} />
      <div className="form__row">
        <SessionIntentionField id={id} label="Intention *" initial={initial.intention ?? ''} />
        <label className="field" htmlFor={`${id}-privacy`}>
          <span className="field__label">Visibility</span>
          <select id={`${id}-privacy`} name="isPublic" className="input" defaultValue={String(initial.isPublic === 0 ? 0 : 1)}>
            <option value="1">Public</option>
            <option value="0">Private</option>
          </select>
        </label>
      </div>
      <div className="form__row">
        <WholeNumberField id={`${id}-max`} name="maxMembers" label="Max members" limit={COMMUNITY_LIMITS.maxMembers} initial={initial.maxMembers} />
        <DurationSelect id={`${id}-duration`} name="meditationDuration" label="Session length" initial={initial.meditationDuration} />
      </div>
      <div className="form__row">
        <label className="field" htmlFor={`${id}-frequency`}>
          <span className="field__label">Frequency</span>
          <select
            id={`${id}-frequency`}
            name="meetingSchedule"
            className="input"
            value={choice.schedule}
            onChange={(event) => setSchedule(event.target.value === 'DAILY' ? 'DAILY' : 'WEEKLY')}
          >
            <option value="WEEKLY">Weekly</option>
            <option value="DAILY">Daily</option>
          </select>
        </label>
        <label className="field" htmlFor={`${id}-time`}>
          <span className="field__label">Meeting time{timeZone ? ` (${timeZone.replace(/_/g, ' ')})` : ''}</span>
          <input id={`${id}-time`} name="meetingTime" type="time" className="input" defaultValue={initial.meetingTime ?? ''} />
        </label>
      </div>
      {choice.schedule === 'WEEKLY' ? (
        <fieldset className="chooser__group">
          <legend className="field__label">Meeting days</legend>
          <div className="day-picker">
            {weekdays.map((day) => (
              <button
                key={day}
                type="button"
                className={`day-picker__day${choice.days.includes(day) ? ' day-picker__day--on' : ''}`}
                aria-pressed={choice.days.includes(day)}
                onClick={() => toggleDay(day)}
              >
                {weekdayShort(day)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
