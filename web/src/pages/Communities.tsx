import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignedInUser } from '../auth/AuthProvider';
import { communityPath } from '../features/community/CommunityCard';
import { DiscoverPanel, MyCommunitiesPanel } from '../features/community/CommunityPanels';
import { CreateChoices } from '../features/community/CreateChoices';
import { toastJoinRefusal } from '../features/community/joining';
import { SessionsPanel } from '../features/community/SessionsPanel';
import { CreateCommunityDialog, type CreateKind } from '../features/CreateCommunityDialog';
import { CommunitiesQuery, JoinCommunityMutation, MyCommunitiesQuery, type CommunityCard } from '../graphql/operations';
import type { MyCommunitiesQuery as MyCommunitiesData } from '../graphql/__generated__/graphql';
import { MY_COMMUNITIES_PAGE, useRestOfPages } from '../graphql/pages';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { PageHeader } from '../ui/PageHeader';
import { buttonClass } from '../ui/primitives';

const myCommunitiesOf = (data: MyCommunitiesData) => data.myCommunities;

export default function Communities() {
  useDocumentMeta(pageTitle('Meditation Communities'));
  const user = useSignedInUser();
  const navigate = useNavigate();
  // Coming back from a community (joined, left, deleted) shows the lists as they are now.
  const all = useQuery(CommunitiesQuery, { fetchPolicy: 'cache-and-network' });
  const mine = useQuery(MyCommunitiesQuery, { fetchPolicy: 'cache-and-network' });
  const [joinCommunity] = useMutation(JoinCommunityMutation);
  const firstPage = mine.data?.myCommunities;
  const restOfMine = useRestOfPages(MyCommunitiesQuery, firstPage, myCommunitiesOf, MY_COMMUNITIES_PAGE);
  const myCommunities = useMemo(() => (firstPage && restOfMine.length > 0 ? [...firstPage, ...restOfMine] : firstPage), [firstPage, restOfMine]);
  // Whom Discover offers Join: nobody until the person's own list is read, everybody if it cannot be.
  const roles = useMemo(
    () => (myCommunities ? new Map(myCommunities.map((community) => [community.id, community.myRole])) : mine.error && !mine.loading ? new Map<string, null>() : null),
    [myCommunities, mine.error, mine.loading],
  );
  const [tab, setTab] = useState('discover');
  const [creating, setCreating] = useState<CreateKind | null>(null);
  const [kind, setKind] = useState<CreateKind>('community');

  /** Member counts and My Communities both change after a join or a new community. */
  const reload = () => {
    // A failed reload shows in the query's own error state.
    const warn = (error: unknown) => console.warn('Could not reload the communities', error);
    void all.refetch().catch(warn);
    void mine.refetch().catch(warn);
  };

  const join = async (community: CommunityCard) => {
    try {
      await joinCommunity({ variables: { id: community.id } });
      reload();
    } catch (error) {
      toastJoinRefusal(error);
    }
  };

  const openCreate = (what: CreateKind) => {
    setKind(what);
    setCreating(what);
  };

  return (
    <div className="page communities">
      <PageHeader
        title="Meditation Communities"
        description="Find people who share your intention, and practise together."
        action={
          <Link className={buttonClass('secondary')} to="/groups">
            Group Sessions
          </Link>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabList label="Communities" className="tabs__list--wrap">
          <Tab value="discover">Discover</Tab>
          <Tab value="mine">My Communities</Tab>
          <Tab value="sessions">Sessions</Tab>
          <Tab value="create">Create</Tab>
        </TabList>
        <TabPanel value="discover">
          <h2 className="section-title">Browse Communities</h2>
          <DiscoverPanel
            list={all.data?.communities ?? null}
            error={all.error}
            loading={all.loading}
            onRetry={all.refetch}
            userId={user.id}
            roles={roles}
            onJoin={(community) => void join(community)}
            onCreate={() => openCreate('community')}
          />
        </TabPanel>
        <TabPanel value="mine">
          <h2 className="section-title">My Communities</h2>
          <MyCommunitiesPanel
            list={myCommunities ?? null}
            error={mine.error}
            loading={mine.loading}
            onRetry={mine.refetch}
            onBrowse={() => setTab('discover')}
          />
        </TabPanel>
        <TabPanel value="sessions">
          <h2 className="section-title">Live Sessions</h2>
          <SessionsPanel onSchedule={() => openCreate('session')} />
        </TabPanel>
        <TabPanel value="create">
          <h2 className="section-title">Create</h2>
          <CreateChoices onCreate={openCreate} />
        </TabPanel>
      </Tabs>
      <CreateCommunityDialog
        open={creating !== null}
        onOpenChange={(open) => setCreating(open ? kind : null)}
        kind={kind}
        onKindChange={setKind}
        communities={myCommunities ?? []}
        onCommunityCreated={(groupId) => {
          setCreating(null);
          reload();
          void navigate(communityPath(groupId));
        }}
        onSessionCreated={() => {
          setCreating(null);
          setTab('sessions');
        }}
      />
    </div>
  );
}
