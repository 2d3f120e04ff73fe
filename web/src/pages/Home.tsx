import { GlobalPracticeCard } from '../features/GlobalPracticeCard';
import { useRecommendations } from '../features/recommendations';
import { TodayProgressCard } from '../features/TodayProgressCard';
import { BrandMark } from '../layout/Brand';
import { useDocumentMeta } from '../lib/meta';
import { useLive } from '../live/LiveProvider';
import { Tooltip } from '../ui/tooltip';
import { ForYouCard } from './home/ForYouCard';
import { GroupSessionsCard } from './home/GroupSessionsCard';
import { PracticeCard } from './home/PracticeCard';
import { RecentSessionsCard } from './home/RecentSessionsCard';

const number = new Intl.NumberFormat('en-US');

export default function Home() {
  useDocumentMeta(null);
  const { meditatorCount } = useLive();
  const { recommendations, loading } = useRecommendations();
  return (
    <div className="page home">
      <header className="page-header home__header">
        <h1 className="home__title">
          <BrandMark size={32} />
          Peace Practice
        </h1>
        <Tooltip content="People meditating with you right now">
          <button type="button" className="pill pill--live">
            <span className="pill__pulse" aria-hidden="true" />
            {number.format(meditatorCount)} meditating now
          </button>
        </Tooltip>
      </header>
      <div className="home__grid">
        <TodayProgressCard className="home__progress" />
        <PracticeCard className="home__start" />
        <GroupSessionsCard className="home__groups" />
        <ForYouCard recommendations={recommendations} loading={loading} className="home__foryou" />
        <RecentSessionsCard className="home__recent" />
        <GlobalPracticeCard className="home__global" />
      </div>
    </div>
  );
}
