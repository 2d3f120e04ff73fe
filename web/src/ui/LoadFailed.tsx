import { Icon } from './Icon';
import { Button } from './primitives';

/**
 * A read that failed: it says so and offers to read again, so a failure never
 * passes for an empty list or a zero. `what` names what could not be loaded
 * ('sessions', 'communities').
 */
export function LoadFailed({ what, onRetry, pageHeading = false }: { what: string; onRetry: () => unknown; pageHeading?: boolean }) {
  // Where the failure is all the page shows, it is the page's heading.
  const Title = pageHeading ? 'h1' : 'p';
  const retry = () => {
    const outcome = onRetry();
    // A query's refetch also rejects when it fails again; the read's own error state shows that.
    if (outcome instanceof Promise) outcome.catch(() => {});
  };
  return (
    <div className="empty load-failed" role="alert">
      <Icon name="alert" className="empty__icon" size={28} />
      <Title className="empty__title">Could not load {what}</Title>
      <p className="muted">Check your connection and try again.</p>
      <Button variant="secondary" size="sm" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
