import { GlobalPracticeCard } from '../features/GlobalPracticeCard';
import { useRecommendations } from '../features/recommendations';
import { TodayProgressCard } from '../features/TodayProgressCard';
import { BrandMark } from '../layout/Brand';
import { formatCount } from '../lib/numbers';
import { useDocumentMeta } from '../lib/meta';
import { useLive } from '../live/LiveProvider';
import { MeditatingForEach } from '../live/MeditatingFor';
import { PageHeader } from '../ui/PageHeader';
import { Tooltip } from '../ui/tooltip';
import { ForYouCard } from './home/ForYouCard';
import { GroupSessionsCard } from './home/GroupSessionsCard';
import { PracticeCard } from './home/PracticeCard';
import { RecentSessionsCard } from './home/RecentSessionsCard';

/** The live count reads the socket itself, so a new count repaints the pill, not every card. */
function MeditatingNow() {
  const { meditatorCount } = useLive();
  return (
    <Tooltip content="People meditating with you right now">
      <button type="button" className="pill pill--live">
        <span className="pill__pulse" aria-hidden="true" />
        {formatCount(meditatorCount)} meditating now
      </button>
    </Tooltip>
  );
}

/** The suggestions are read here, so their answer (and any retry) repaints this card only. */
function ForYou({ className }: { className: string }) {
  const { recommendations, loading } = useRecommendations();
  return <ForYouCard recommendations={recommendations} loading={loading} className={className} />;
}

export default function Home() {
  useDocumentMeta(null);
  return (
    <div className="page home">
      <PageHeader
        className="home__header"
        titleClassName="home__title"
        title={
          <>
            <BrandMark size={32} />
            Peace Practice
          </>
        }
      >
        <MeditatingNow />
      </PageHeader>
      <MeditatingForEach className="home__intentions-now" />
      <div className="home__grid">
        <TodayProgressCard className="home__progress" />
        <PracticeCard className="home__start" />
        <GroupSessionsCard className="home__groups" />
        <ForYou className="home__foryou" />
        <RecentSessionsCard className="home__recent" />
        <GlobalPracticeCard className="home__global" />
      </div>
    </div>
  );
}
