import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { ReminderSettingsQuery, SessionEmailsQuery, UpdateReminderSettingsMutation } from '../../graphql/operations';
import type { Reminders, RemindersChange } from './reminders';

/** The person's reminder settings as the graph keeps them, and a change saved to them. */
export function useReminders() {
  const read = useQuery(ReminderSettingsQuery);
  const [mutate, state] = useMutation(UpdateReminderSettingsMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: ReminderSettingsQuery, data: { reminderSettings: data.updateReminderSettings } });
    },
  });
  /** Saves a change and answers the settings as saved; a refusal throws and leaves the settings as they were. */
  const save = useCallback(
    async (input: RemindersChange): Promise<Reminders> => {
      // Session starts by email are the Email notifications switch too: it reads the change again.
      const { data } = await mutate({ variables: { input }, refetchQueries: input.sessionStarts ? [SessionEmailsQuery] : [] });
      if (!data) throw new Error('The reminders were not saved');
      return data.updateReminderSettings;
    },
    [mutate],
  );
  return {
    reminders: read.data?.reminderSettings ?? null,
    error: !read.data && !read.loading ? read.error : undefined,
    saving: state.loading,
    save,
    refetch: read.refetch,
  };
}
