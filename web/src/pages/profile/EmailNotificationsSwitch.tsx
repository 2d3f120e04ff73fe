import { useMutation, useQuery } from '@apollo/client/react';
import { ReminderSettingsQuery, SessionEmailsQuery, SetSessionEmailsMutation } from '../../graphql/operations';
import { LoadFailed } from '../../ui/LoadFailed';
import { toast } from '../../ui/toastStore';

/** The Email notifications switch: whether emails about sessions (starts and reminders) go to the user. */
export function EmailNotificationsSwitch() {
  const read = useQuery(SessionEmailsQuery);
  const [save, saving] = useMutation(SetSessionEmailsMutation);
  const enabled = read.data?.me?.sessionEmails;
  if (enabled === undefined && read.error && !read.loading) return <LoadFailed what="your email settings" onRetry={() => read.refetch()} />;
  const toggle = async (next: boolean) => {
    try {
      // The Reminders card shows the same choice as session starts by email: it reads it again.
      await save({ variables: { enabled: next }, refetchQueries: [ReminderSettingsQuery] });
      toast({ title: next ? 'Session emails on' : 'Session emails off', icon: 'check' });
    } catch (error) {
      console.warn('Could not change email notifications', error);
      toast({ title: 'Could not update email notifications', description: 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <label className="setting-switch">
      <span className="setting-switch__text">
        <span className="setting-switch__label">Email notifications</span>
        <span className="muted">An email when a session you joined or your community begins, and reminders before sessions</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className="setting-switch__input"
        checked={enabled ?? false}
        aria-checked={enabled ?? false}
        disabled={enabled === undefined || saving.loading}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
    </label>
  );
}
