import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSignedInUser } from '../auth/AuthProvider';
import { CalendarDialog } from '../features/community/CalendarDialog';
import { CommunityActions, type CommunityDialog } from '../features/community/CommunityActions';
import { CommunityHeader } from '../features/community/CommunityHeader';
import { CommunityMembers } from '../features/community/CommunityMembers';
import { PastSessions, UpcomingSessions } from '../features/community/CommunitySessions';
import { DeleteDialog } from '../features/community/DeleteDialog';
import { ManageDialog } from '../features/community/ManageDialog';
import { ShareDialog } from '../features/community/ShareDialog';
import { useCommunityMembership } from '../features/community/useCommunityMembership';
import { useJoinOnArrival } from '../features/community/useJoinOnArrival';
import { useSearchFlag } from '../features/community/useSearchFlag';
import { CommunityNotFound } from '../features/CommunityNotFound';
import { CommunityQuery } from '../graphql/operations';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { LoadFailed } from '../ui/LoadFailed';
import { Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { Card, Spinner } from '../ui/primitives';

export default function Community() {
  const { groupId = '' } = useParams();
  const user = useSignedInUser();
  const loaded = useQuery(CommunityQuery, { variables: { id: groupId }, fetchPolicy: 'cache-and-network' });
  const membership = useCommunityMembership(groupId);
  const [open, setOpen] = useState<CommunityDialog | null>(null);
  const community = loaded.data?.community ?? null;
  useDocumentMeta(pageTitle(community?.name ?? 'Community'));

  const isOwner = !!community && (community.myRole === 'OWNER' || community.createdBy === user.id);
  const isMember = isOwner || !!community?.myRole;
  useJoinOnArrival(groupId, !!community, isMember, membership.join);
  // Manage on a My Communities card opens the settings straight away (?manage=1), for the owner.
  const [wantsManage, closeManage] = useSearchFlag('manage');

  if (!loaded.data && loaded.error && !loaded.loading) {
    return (
      <div className="page page--narrow">
        <section className="card card--plain notice">
          <LoadFailed what="this community" onRetry={loaded.refetch} pageHeading />
        </section>
      </div>
    );
  }
  if (!loaded.data) {
    return (
      <div className="page">
        <Spinner label="Loading community..." />
      </div>
    );
  }
  if (!community) {
    return <CommunityNotFound to="/communities" label="Back to Communities" />;
  }

  const shareUrl = `${window.location.origin}/communities/${encodeURIComponent(community.id)}`;
  const dialog = (which: CommunityDialog) => ({
    open: open === which || (which === 'manage' && wantsManage && isOwner),
    onOpenChange: (next: boolean) => {
      setOpen(next ? which : null);
      if (!next && which === 'manage' && wantsManage) closeManage();
    },
  });

  return (
    <div className="page community">
      <CommunityHeader community={community} isOwner={isOwner} />
      <CommunityActions community={community} isMember={isMember} isOwner={isOwner} membership={membership} onOpen={setOpen} />
      <UpcomingSessions community={community} />

      <Card>
        <Tabs defaultValue="members">
          <TabList label="Community">
            <Tab value="members">Members</Tab>
            <Tab value="past">Past Sessions</Tab>
          </TabList>
          <TabPanel value="members">
            <CommunityMembers community={community} isMember={isMember} />
          </TabPanel>
          <TabPanel value="past">
            <PastSessions community={community} />
          </TabPanel>
        </Tabs>
      </Card>

      <ShareDialog {...dialog('share')} url={shareUrl} />
      <CalendarDialog {...dialog('calendar')} groupId={community.id} />
      {isOwner ? (
        <>
          {dialog('manage').open ? <ManageDialog {...dialog('manage')} community={community} /> : null}
          <DeleteDialog {...dialog('delete')} community={community} />
        </>
      ) : null}
    </div>
  );
}
