import { Dialog, type DialogProps } from '../../ui/overlays';
import { Button } from '../../ui/primitives';
import { toast } from '../../ui/toastStore';

/** The community's link, with a Copy button. */
export function ShareDialog({ open, onOpenChange, url }: DialogProps & { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied!', icon: 'check' });
    } catch (error) {
      console.warn('Could not copy the link', error);
      toast({ title: 'Could not copy the link', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share Community" description="Anyone with this link can see the community and ask to join.">
      <div className="share-link">
        <label className="sr-only" htmlFor="community-share-url">
          Community link
        </label>
        <input
          id="community-share-url"
          className="input share-link__url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button icon="share" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
    </Dialog>
  );
}
