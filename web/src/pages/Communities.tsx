import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignedInUser } from '../auth/AuthProvider';
import { communitySessionState, isPublicCommunity, toastJoinRefusal, type CommunitySessionState } from '../features/communities';
import { CreateCommunityDialog, type CreateKind } from '../features/CreateCommunityDialog';
import { isSignedOutError } from '../graphql/errors';
import {
  CommunitiesQuery,
  CommunitySessionsQuery,
  JoinCommunityMutation,
  MyCommunitiesQuery,
  type CommunityCard as CommunityCardData,
  type CommunitySession,
} from '../graphql/operations';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { estDateTime } from '../lib/time';
import { useNow } from '../lib/useNow';
import { loginUrl } from '../routes/paths';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { Badge, Button, buttonClass, EmptyState, Spinner } from '../ui/primitives';

const communityPath = (id: string) => `/communities/${encodeURIComponent(id)}`;

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <li className="community-card__figure">
      <span className="community-card__value">{value}</span>
      <span className="community-card__label">{label}</span>
    </li>
  );
}

function CommunityCard({
  community,
  owner,
  actions,
}: {
  community: CommunityCardData;
  owner: boolean;
  actions: React.ReactNode;
}) {
  return (
    <li className="card card--plain group-card community-card">
      <div className="group-card__head">
        <h3 className="group-card__name">{community.name}</h3>
        <Badge tone="primary">{intentionLabel(community.intention)}</Badge>
      </div>
      <p className="group-card__meta">
        {isPublicCommunity(community) ? 'Public' : 'Private'}
        {owner ? <Badge tone="warning">Owner</Badge> : null}
      </p>
      {community.description ? <p className="muted community-card__description">{community.description}</p> : null}
      <ul className="community-card__figures" aria-label="Activity">
        <Figure value={community.sessionsThisWeek} label={community.sessionsThisWeek === 1 ? 'session this week' : 'sessions this week'} />
        <Figure value={community.postCount} label={community.postCount === 1 ? 'post' : 'posts'} />
        <Figure value={community.memberCount} label={community.memberCount === 1 ? 'member' : 'members'} />
      </ul>
      <div className="group-card__actions">{actions}</div>
    </li>
  );
}

const stateBadge: Record<CommunitySessionState, { label: string; tone: 'live' | 'primary' | 'neutral' }> = {
  live: { label: 'Live', tone: 'live' },
  upcoming: { label: 'Upcoming', tone: 'primary' },
  completed: { label: 'Completed', tone: 'neutral' },
};

const stateOrder: Record<CommunitySessionState, number> = { live: 0, upcoming: 1, completed: 2 };

interface ListedSession {
  session: CommunitySession;
  community: string | null;
  state: CommunitySessionState;
}

/** Every session once, with its community's name, live first, then the soonest, then the latest completed. */
function listSessions(
  data: { groupSessions: readonly CommunitySession[]; myCommunities: ReadonlyArray<{ id: string; name: string; upcomingSessions: readonly CommunitySession[]; pastSessions: readonly CommunitySession[] }> },
  now: number,
): ListedSession[] {
  const names = new Map(data.myCommunities.map((community) => [community.id, community.name]));
  const byId = new Map<string, CommunitySession>();
  for (const session of data.groupSessions) byId.set(session.id, session);
  for (const community of data.myCommunities) {
    for (const session of [...community.upcomingSessions, ...community.pastSessions]) byId.set(session.id, session);
  }
  const listed: ListedSession[] = [];
  for (const session of byId.values()) {
    const state = communitySessionState(session, now);
    if (state) listed.push({ session, state, community: session.groupId ? (names.get(session.groupId) ?? null) : null });
  }
  return listed.sort((a, b) => {
    if (a.state !== b.state) return stateOrder[a.state] - stateOrder[b.state];
    const difference = new Date(a.session.startsAt).getTime() - new Date(b.session.startsAt).getTime();
    return a.state === 'completed' ? -difference : difference;
  });
}

function SessionCard({ item }: { item: ListedSession }) {
  const navigate = useNavigate();
  const { session, state, community } = item;
  const badge = stateBadge[state];
  const path = `/groups/${encodeURIComponent(session.id)}`;
  return (
    <li className="card card--plain group-card">
      <div className="group-card__head">
        <h3 className="group-card__name">{session.name}</h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className="group-card__meta">
        <Badge tone="primary">{intentionLabel(session.intention)}</Badge>
        {community ? <span>{community}</span> : null}
      </p>
      <p className="group-card__meta">
        <Icon name="clock" size={16} /> {estDateTime(session.startsAt) ?? 'Time not available'} · {session.duration} min
      </p>
      <p className="group-card__meta">
        <Icon name="users" size={16} /> {session.participantCount}/{session.maxParticipants}
      </p>
      <div className="group-card__actions">
        {state === 'live' ? (
          <Button size="sm" icon="play" onClick={() => void navigate(path)}>
            Join Live
          </Button>
        ) : state === 'upcoming' ? (
          <Link className={buttonClass('secondary', 'sm')} to={path}>
            View
          </Link>
        ) : (
          <Button size="sm" variant="secondary" disabled>
            Completed
          </Button>
        )}
      </div>
    </li>
  );
}

function SessionsPanel({ onSchedule }: { onSchedule: () => void }) {
  // The tab mounts when chosen: a session scheduled a moment ago must show.
  const sessions = useQuery(CommunitySessionsQuery, { fetchPolicy: 'cache-and-network' });
  const now = useNow();
  if (!sessions.data && sessions.error && !sessions.loading) return <LoadFailed what="sessions" onRetry={sessions.refetch} />;
  if (!sessions.data) return <Spinner label="Loading sessions..." />;
  const listed = listSessions(sessions.data, now);
  if (listed.length === 0) {
    return (
      <EmptyState icon="calendar" title="No sessions yet">
        <p className="muted">Schedule one and meditate together with your community.</p>
        <Button icon="plus" onClick={onSchedule}>
          Schedule Session
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="card-grid">
      {listed.map((item) => (
        <SessionCard key={item.session.id} item={item} />
      ))}
    </ul>
  );
}

export default function Communities() {
  useDocumentMeta(pageTitle('Meditation Communities'));
  const user = useSignedInUser();
  const navigate = useNavigate();
  // Coming back from a community (joined, left, deleted) shows the lists as they are now.
  const all = useQuery(CommunitiesQuery, { fetchPolicy: 'cache-and-network' });
  const mine = useQuery(MyCommunitiesQuery, { fetchPolicy: 'cache-and-network' });
  const [joinCommunity] = useMutation(JoinCommunityMutation);
  const [tab, setTab] = useState('discover');
  const [creating, setCreating] = useState<CreateKind | null>(null);
  const [kind, setKind] = useState<CreateKind>('community');
  const communities = all.data?.communities ?? [];
  const mineList = mine.data?.myCommunities ?? [];

  /** Member counts and My Communities both change after a join or a new community. */
  const reload = () => {
    // A failed reload shows in the query's own error state.
    const warn = (error: unknown) => console.warn('Could not reload the communities', error);
    void all.refetch().catch(warn);
    void mine.refetch().catch(warn);
  };

  const join = async (community: CommunityCardData) => {
    try {
      await joinCommunity({ variables: { id: community.id } });
      reload();
    } catch (error) {
      console.warn('Could not join the community', error);
      toastJoinRefusal(error);
    }
  };

  const openCreate = (what: CreateKind) => {
    setKind(what);
    setCreating(what);
  };

  return (
    <div className="page communities">
      <header className="page-header page-header--split">
        <div>
          <h1>Meditation Communities</h1>
          <p className="muted">Find people who share your intention, and practise together.</p>
        </div>
        <Link className={buttonClass('secondary')} to="/groups">
          Group Sessions
        </Link>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList label="Communities" className="tabs__list--wrap">
          <Tab value="discover">Discover</Tab>
          <Tab value="mine">My Communities</Tab>
          <Tab value="sessions">Sessions</Tab>
          <Tab value="create">Create</Tab>
        </TabList>
        <TabPanel value="discover">
          <h2 className="section-title">Browse Communities</h2>
          {!all.data && all.error && !all.loading ? (
            <LoadFailed what="communities" onRetry={all.refetch} />
          ) : !all.data ? (
            <Spinner label="Loading communities..." />
          ) : communities.length === 0 ? (
            <EmptyState icon="users" title="No communities yet">
              <p className="muted">Start the first one and invite others to meditate with you.</p>
              <Button icon="plus" onClick={() => openCreate('community')}>
                Create Community
              </Button>
            </EmptyState>
          ) : (
            <ul className="card-grid">
              {communities.map((community) => (
                <CommunityCard
                  key={community.id}
                  community={community}
                  owner={community.createdBy === user.id}
                  actions={
                    <>
                      <Button size="sm" onClick={() => void join(community)}>
                        Join
                      </Button>
                      <Link className={buttonClass('secondary', 'sm')} to={communityPath(community.id)}>
                        View
                      </Link>
                    </>
                  }
                />
              ))}
            </ul>
          )}
        </TabPanel>
        <TabPanel value="mine">
          <h2 className="section-title">My Communities</h2>
          {!mine.data && mine.error && !mine.loading ? (
            isSignedOutError(mine.error) ? (
              <EmptyState icon="lock" title="Please log in">
                <a className={buttonClass('secondary')} href={loginUrl('/communities')}>
                  Sign In
                </a>
              </EmptyState>
            ) : (
              <LoadFailed what="your communities" onRetry={mine.refetch} />
            )
          ) : !mine.data ? (
            <Spinner label="Loading communities..." />
          ) : mineList.length === 0 ? (
            <EmptyState icon="users" title="You have not joined a community yet">
              <Button variant="secondary" onClick={() => setTab('discover')}>
                Browse Communities
              </Button>
            </EmptyState>
          ) : (
            <ul className="card-grid">
              {mineList.map((community) => {
                const owner = community.myRole === 'OWNER';
                return (
                  <CommunityCard
                    key={community.id}
                    community={community}
                    owner={owner}
                    actions={
                      <>
                        <Link className={buttonClass('primary', 'sm')} to={communityPath(community.id)}>
                          Open
                        </Link>
                        {owner ? (
                          <Link className={buttonClass('secondary', 'sm')} to={`${communityPath(community.id)}?manage=1`}>
                            Manage
                          </Link>
                        ) : null}
                      </>
                    }
                  />
                );
              })}
            </ul>
          )}
        </TabPanel>
        <TabPanel value="sessions">
          <h2 className="section-title">Live Sessions</h2>
          <SessionsPanel onSchedule={() => openCreate('session')} />
        </TabPanel>
        <TabPanel value="create">
          <h2 className="section-title">Create</h2>
          <ul className="card-grid">
            <li className="card card--plain create-choice">
              <Icon name="users" size={28} className="create-choice__icon" />
              <h3 className="group-card__name">A community</h3>
              <p className="muted">A lasting circle that meditates on one intention, with members and a meeting rhythm.</p>
              <Button icon="plus" onClick={() => openCreate('community')}>
                Create Community
              </Button>
            </li>
            <li className="card card--plain create-choice">
              <Icon name="calendar" size={28} className="create-choice__icon" />
              <h3 className="group-card__name">A session</h3>
              <p className="muted">One sitting at a set time that others can join live.</p>
              <Button icon="plus" variant="secondary" onClick={() => openCreate('session')}>
                Schedule Session
              </Button>
            </li>
          </ul>
        </TabPanel>
      </Tabs>
      <CreateCommunityDialog
        open={creating !== null}
        onOpenChange={(open) => setCreating(open ? kind : null)}
        kind={kind}
        onKindChange={setKind}
        communities={mineList}
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
