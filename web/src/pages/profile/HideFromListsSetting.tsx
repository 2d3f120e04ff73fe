import { useMutation, useQuery } from '@apollo/client/react';
import { HiddenFromListsQuery, SetHiddenFromListsMutation } from '../../graphql/operations';
import { LoadFailed } from '../../ui/LoadFailed';
import { toast } from '../../ui/toastStore';

/** The switch that leaves the signed-in person out of the public members lists, saved on the server. */
export function HideFromListsSetting() {
  const read = useQuery(HiddenFromListsQuery);
  const [save, saving] = useMutation(SetHiddenFromListsMutation);
  const hidden = read.data?.me?.hiddenFromLists ?? undefined;
  if (hidden === undefined && read.error && !read.loading) return <LoadFailed what="your privacy setting" onRetry={() => read.refetch()} />;
  const toggle = async (next: boolean) => {
    try {
      await save({ variables: { hidden: next } });
      toast({ title: next ? 'Hidden from members lists' : 'Shown in members lists', icon: 'check' });
    } catch (error) {
      console.warn('Could not change the members lists setting', error);
      toast({ title: 'Could not update your privacy setting', description: 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <label className="setting-switch">
      <span className="setting-switch__text">
        <span className="setting-switch__label">Hide me from members lists</span>
        <span className="muted">Leave your name out of Recent Members, Most Active and community member lists that others see</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className="setting-switch__input"
        checked={hidden ?? false}
        aria-checked={hidden ?? false}
        disabled={hidden === undefined || saving.loading}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
    </label>
  );
}
