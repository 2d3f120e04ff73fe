import { TodayProgressCard } from '../features/TodayProgressCard';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { PageHeader } from '../ui/PageHeader';
import { MembersCard } from './stats/MembersCard';
import { AchievementsCard, StreaksCard, WeekCard } from './stats/PersonalCards';
import { CommunityStatsCard, GlobalImpactCard, IntentionsCard, ThisMonthCard } from './stats/SharedCards';

export default function Stats() {
  useDocumentMeta(pageTitle('Your Stats'));
  return (
    <div className="page stats">
      <PageHeader title="Your Stats" description="Your practice, and the practice we share." />
      <div className="stats__grid">
        <TodayProgressCard />
        <WeekCard />
        <StreaksCard />
        <AchievementsCard />
        <IntentionsCard />
        <CommunityStatsCard />
        <ThisMonthCard />
        <GlobalImpactCard />
        <MembersCard />
      </div>
    </div>
  );
}
