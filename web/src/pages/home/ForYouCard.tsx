import { useNavigate } from 'react-router';
import { recommendationPath, recommendationSettings, RECOMMENDATIONS_SHOWN, type Recommendation } from '../../features/recommendations';
import { usePractice } from '../../practice/PracticeProvider';
import { Button, Card, Skeleton } from '../../ui/primitives';
import { toast } from '../../ui/toastStore';
import { PRACTICE_CARD_ID } from './PracticeCard';

export function ForYouCard({
  recommendations,
  loading,
  className,
}: {
  recommendations: Recommendation[];
  loading: boolean;
  className?: string;
}) {
  const practice = usePractice();
  const navigate = useNavigate();
  if (!loading && recommendations.length === 0) return null;

  const showStarter = () => document.getElementById(PRACTICE_CARD_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const apply = (recommendation: Recommendation) => {
    const path = recommendationPath(recommendation);
    if (path) {
      void navigate(path);
      return;
    }
    const settings = recommendationSettings(recommendation);
    // An achievement is reached by practising: the starter is where to go.
    if (!settings) {
      showStarter();
      return;
    }
    if (settings.intention) practice.chooseIntention(settings.intention);
    if (settings.duration) practice.chooseDuration(settings.duration);
    showStarter();
    toast({
      title: 'Recommendation Applied',
      description: `Settings updated based on your "${recommendation.title}" recommendation.`,
    });
  };

  return (
    <Card title="For You" icon="sparkle" className={className}>
      {loading ? (
        <ul className="list" aria-hidden="true">
          {Array.from({ length: RECOMMENDATIONS_SHOWN }, (_, index) => (
            <li key={index} className="list__item">
              <Skeleton className="skeleton--line" />
              <Skeleton className="skeleton--line skeleton--short" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="list">
          {recommendations.slice(0, RECOMMENDATIONS_SHOWN).map((recommendation) => (
            <li key={recommendation.id} className="list__item recommendation">
              <div>
                <p className="recommendation__title">{recommendation.title}</p>
                <p className="muted">{recommendation.description}</p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => apply(recommendation)}>
                {recommendation.actionText}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
