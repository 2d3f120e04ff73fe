import { useQuery } from '@apollo/client/react';
import { MyFocusQuery } from '../../graphql/operations';
import { intentionLabel } from '../../lib/intentions';
import { Card, Skeleton } from '../../ui/primitives';

/** Spec §2: 'Peace' stands for somebody who has not meditated yet (or whose focus cannot be read). */
export const FALLBACK_FOCUS = 'Peace';

/** The intention the person has practised most; read afresh on every visit, since each meditation can change it. */
export function MeditationFocusCard() {
  const { data, loading } = useQuery(MyFocusQuery, { fetchPolicy: 'cache-and-network' });
  const top = data?.me?.topIntention;
  return (
    <Card title="Meditation Focus" icon="heart">
      <p className="focus__intention">{loading && !data ? <Skeleton className="skeleton--figure" /> : top ? intentionLabel(top) : FALLBACK_FOCUS}</p>
      <p className="muted">Your most practiced intention</p>
    </Card>
  );
}
