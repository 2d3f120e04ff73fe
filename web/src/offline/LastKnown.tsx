import { Badge } from '../ui/primitives';
import { useOnline } from './online';

/** Says, beside a card's figures, that they are the last ones known: the network is gone. */
export function LastKnown({ shown }: { shown: boolean }) {
  const isOnline = useOnline();
  if (isOnline || !shown) return null;
  return <Badge tone="warning">Last known</Badge>;
}
