import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { PracticeSettingsQuery, UpdatePracticeSettingsMutation, type PracticeSettingsFieldsFragment, type PracticeSettingsInput } from '../graphql/operations';

export type PracticeSettings = PracticeSettingsFieldsFragment;

/** What the server answers for someone who has changed nothing; used until it has answered. */
export const DEFAULT_PRACTICE_SETTINGS: PracticeSettings = { endSignal: 'SOUND', intervalBellMinutes: 0, dayEndHour: 0, grace: true, recordLocation: true };

/** The person's practice settings, as the server keeps them for every device; the defaults for a visitor (signedIn false). */
export function usePracticeSettings(signedIn = true) {
  const read = useQuery(PracticeSettingsQuery, { skip: !signedIn });
  return { settings: read.data?.practiceSettings ?? DEFAULT_PRACTICE_SETTINGS, loaded: !!read.data, error: !read.data && !read.loading ? read.error : undefined, refetch: read.refetch };
}

/** Saves a change to the settings; every reader of them (the practice, this page) sees the answer. */
export function useSavePracticeSettings() {
  const [mutate, state] = useMutation(UpdatePracticeSettingsMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: PracticeSettingsQuery, data: { practiceSettings: data.updatePracticeSettings } });
    },
  });
  const save = useCallback(async (input: PracticeSettingsInput) => mutate({ variables: { input } }), [mutate]);
  return { save, saving: state.loading };
}
