import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CompleteSessionMutation, type GroupSessionDetail } from '../../graphql/operations';
import { refreshAfterCompletion, SAVED_AT_ONCE } from '../../graphql/refresh';
import { noteUnlocked } from '../recommendations';
import { browserTimeZone } from '../../lib/time';
import { UNKNOWN_LOCATION } from '../../location/location';
import { signalEnd } from '../../practice/endSignal';
import { usePracticeSettings } from '../../practice/usePracticeSettings';
import { usePracticeLocation } from '../../practice/usePracticeLocation';
import { toast } from '../../ui/toastStore';

/** Gap between achievement toasts, so each is seen (only one toast shows at a time). */
const ACHIEVEMENT_TOAST_GAP_MS = 1200;

/** Records the sit when the group's countdown reaches zero (spec §4), with the toasts of §8. */
export function useRecordSit(session: GroupSessionDetail | null, userId: string | null) {
  const client = useApolloClient();
  const [complete] = useMutation(CompleteSessionMutation);
  const { settings } = usePracticeSettings(!!userId);
  const { location } = usePracticeLocation(settings.recordLocation);
  return useCallback(async () => {
    if (!session) return;
    signalEnd(settings.endSignal);
    const failed = () =>
      toast({ title: 'Meditation complete!', description: 'Well done on completing the group meditation session.', icon: 'check' });
    if (!userId) {
      failed();
      return;
    }
    const place = location && location !== UNKNOWN_LOCATION ? location : `Group Session: ${session.name}`;
    try {
      const { data } = await complete({
        variables: {
          input: { intention: session.intention, location: place, duration: session.duration, groupSessionId: session.id },
          timeZone: browserTimeZone(),
        },
      });
      toast({ title: 'Meditation completed!', description: 'Your time has been logged.', icon: 'check' });
      noteUnlocked(userId, (data?.completeSession.newAchievements ?? []).map((achievement) => achievement.name));
      void refreshAfterCompletion(client, SAVED_AT_ONCE).catch((error: unknown) => console.debug('Could not refresh after the meditation', error));
      (data?.completeSession.newAchievements ?? []).forEach((achievement, index) => {
        setTimeout(
          () =>
            toast({ title: 'Achievement Unlocked!', description: `${achievement.name}: ${achievement.description}`, icon: 'trophy', duration: 5000 }),
          (index + 1) * ACHIEVEMENT_TOAST_GAP_MS,
        );
      });
    } catch (error) {
      console.warn('Could not record the group meditation', error);
      failed();
    }
  }, [client, complete, location, session, userId, settings.endSignal]);
}
