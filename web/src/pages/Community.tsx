import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSignedInUser } from '../auth/AuthProvider';
import { displayName } from '../auth/currentUser';
import { isPublicCommunity, joinCommunity, useJsonList, type Community as CommunityData } from '../features/communities';
import { getJson, send } from '../lib/http';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { monthYear } from '../lib/time';
import { CommunityNotFound } from '../features/CommunityNotFound';
import { Icon } from '../ui/Icon';
import { Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { Badge, Button, Card, EmptyState, Spinner } from '../ui/primitives';

interface Member {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

interface PastSession {
  id: string;
  name: string;
  intention: string;
  scheduledStart: string;
  participantCount: number;
  totalMinutes: number;
}

export default function Community() {
  const { groupId = '' } = useParams();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<{ id: string; community: CommunityData | null } | null>(null);
  const members = useJsonList<Member>(`/api/meditation-groups/${encodeURIComponent(groupId)}/members`);
  const past = useJsonList<PastSession>(`/api/meditation-groups/${encodeURIComponent(groupId)}/past-sessions`);

  useEffect(() => {
    let live = true;
    getJson<CommunityData>(`/api/meditation-groups/${encodeURIComponent(groupId)}`)
      .then((community) => live && setLoaded({ id: groupId, community: community && 'id' in community ? community : null }))
      .catch(() => live && setLoaded({ id: groupId, community: null }));
    return () => {
      live = false;
    };
  }, [groupId]);

  const current = loaded?.id === groupId ? loaded : null;
  const community = current?.community ?? null;
  useDocumentMeta(pageTitle(community?.name ?? 'Community'));

  if (!current) {
    return (
      <div className="page">
        <Spinner label="Loading community..." />
      </div>
    );
  }
  if (!community) {
    return <CommunityNotFound to="/communities" label="Back to Communities" />;
  }

  const isOwner = community.createdBy === user.id;
  const isMember = isOwner || members.items.some((member) => member.id === user.id);

  const join = async () => {
    if (await joinCommunity(groupId)) members.reload();
  };

  const leave = async () => {
    try {
      await send('POST', `/api/meditation-groups/${encodeURIComponent(groupId)}/leave`);
      members.reload();
    } catch (error) {
      console.warn('Could not leave the community', error);
    }
  };

  return (
    <div className="page community">
      <header className="page-header">
        <Button variant="ghost" size="sm" icon="arrowLeft" onClick={() => void navigate('/communities')}>
          Back
        </Button>
        <h1>{community.name}</h1>
        <div className="session-header__badges">
          <Badge tone="primary">{community.intention}</Badge>
          <Badge>{isPublicCommunity(community) ? 'Public' : 'Private'}</Badge>
          {isOwner ? <Badge tone="warning">Owner</Badge> : null}
        </div>
        {community.description ? <p className="muted">{community.description}</p> : null}
      </header>
      <div className="button-row">
        {!isMember ? (
          <Button icon="plus" onClick={() => void join()}>
            Join Community
          </Button>
        ) : !isOwner ? (
          <Button variant="secondary" onClick={() => void leave()}>
            Leave
          </Button>
        ) : null}
      </div>
      <Card>
        <Tabs defaultValue="members">
          <TabList label="Community">
            <Tab value="members">Members</Tab>
            <Tab value="past">Past Sessions</Tab>
          </TabList>
          <TabPanel value="members">
            {members.loading ? (
              <Spinner label="Loading members..." />
            ) : members.items.length === 0 ? (
              <EmptyState icon="users" title="No members yet" />
            ) : (
              <ul className="list">
                {members.items.map((member) => (
                  <li key={member.id} className="list__item">
                    <Icon name="user" /> {displayName(member)}
                    {member.id === community.createdBy ? <Badge tone="warning">Owner</Badge> : null}
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
          <TabPanel value="past">
            {past.loading ? (
              <Spinner label="Loading sessions..." />
            ) : past.items.length === 0 ? (
              <EmptyState icon="calendar" title="No past sessions yet" />
            ) : (
              <ul className="list">
                {past.items.map((session) => (
                  <li key={session.id} className="list__item">
                    <div>
                      <p className="session-item__title">{session.name}</p>
                      <p className="muted">
                        {session.intention} · {monthYear(session.scheduledStart) ?? ''} · {session.participantCount}{' '}
                        joined · {session.totalMinutes} min
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        </Tabs>
      </Card>
    </div>
  );
}
