import { useQuery } from '@apollo/client/react';
import { MemberList } from '../../features/members';
import { MostActiveMembersQuery, RecentMembersQuery } from '../../graphql/operations';
import { LoadFailed } from '../../ui/LoadFailed';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/overlays';
import { Card, EmptyState, Spinner } from '../../ui/primitives';

/** Spec §9: recent members 100, most active 10. */
export const RECENT_MEMBERS = 100;
export const MOST_ACTIVE_MEMBERS = 10;

function RecentMembers() {
  const { data, loading, error, refetch } = useQuery(RecentMembersQuery, { variables: { limit: RECENT_MEMBERS } });
  if (!data) return error && !loading ? <LoadFailed what="recent members" onRetry={refetch} /> : <Spinner label="Loading members..." />;
  if (data.recentMembers.length === 0) return <EmptyState icon="users" title="No members to show yet" />;
  return <MemberList members={data.recentMembers} label="Recent members" show="joined" />;
}

/** Mounted only while its tab is chosen, so the list is fetched only then. */
function MostActiveMembers() {
  const { data, loading, error, refetch } = useQuery(MostActiveMembersQuery, { variables: { limit: MOST_ACTIVE_MEMBERS } });
  if (!data) return error && !loading ? <LoadFailed what="the most active members" onRetry={refetch} /> : <Spinner label="Loading members..." />;
  if (data.mostActiveMembers.length === 0) return <EmptyState icon="users" title="No members to show yet" />;
  return <MemberList members={data.mostActiveMembers} label="Most active members" show="minutes" />;
}

export function MembersCard() {
  return (
    <Card title="Members" icon="users" className="stats__members">
      <Tabs defaultValue="recent">
        <TabList label="Members">
          <Tab value="recent">Recent Members</Tab>
          <Tab value="active">Most Active</Tab>
        </TabList>
        <TabPanel value="recent">
          <RecentMembers />
        </TabPanel>
        <TabPanel value="active">
          <MostActiveMembers />
        </TabPanel>
      </Tabs>
    </Card>
  );
}
