import type { IntentionCounts } from '@peace/proto/live';
import { intentionLabel, intentions, type Intention } from '../lib/intentions';
import { formatCount } from '../lib/numbers';
import { useIntentionCounts } from './LiveProvider';

/** '212 meditating for Forgiveness now'. */
export function meditatingForText(count: number, intention: Intention): string {
  return `${formatCount(count)} meditating for ${intentionLabel(intention)} now`;
}

/** The count for one intention; 0 while nobody meditates for it or the counts are not known yet. */
function countFor(counts: IntentionCounts | null, intention: Intention): number {
  return counts?.[intentionLabel(intention) as keyof IntentionCounts] ?? 0;
}

/** One intention's live count, as a teaching page shows it; nothing while nobody meditates for it. */
export function MeditatingFor({ intention, className }: { intention: Intention; className?: string }) {
  const count = countFor(useIntentionCounts(), intention);
  if (count === 0) return null;
  return (
    <p className={['meditating-for', className].filter(Boolean).join(' ')}>
      <span className="pill__pulse" aria-hidden="true" />
      {meditatingForText(count, intention)}
    </p>
  );
}

/** Every intention someone meditates for now, most people first, as the home screen shows them. */
export function MeditatingForEach({ className }: { className?: string }) {
  const counts = useIntentionCounts();
  const shown = intentions
    .map((intention) => ({ intention, count: countFor(counts, intention) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
  if (shown.length === 0) return null;
  return (
    <ul className={['meditating-for-each', className].filter(Boolean).join(' ')} aria-label="Meditating now, by intention">
      {shown.map(({ intention, count }) => (
        <li key={intention} className="meditating-for">
          {meditatingForText(count, intention)}
        </li>
      ))}
    </ul>
  );
}
