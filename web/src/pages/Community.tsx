import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSignedInUser } from '../auth/AuthProvider';
import { displayName } from '../auth/currentUser';
import { CommunityNotFound } from '../features/CommunityNotFound';
import { isPublicCommunity, joinCommunity } from '../features/communities';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { leaveCommunity, readCommunity, readMembers, readPastSessions, useRestRead } from '../lib/restCalls';
import { monthYear } from '../lib/time';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { Badge, Button, Card, EmptyState, Spinner } from '../ui/primitives';

export default function Community() {
  const { groupId = '' } = useParams();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const loaded = useRestRead(useCallback(() => readCommunity(groupId), [groupId]));
  const members = useRestRead(useCallback(() => readMembers(groupId), [groupId]));
  const past = useRestRead(useCallback(() => readPastSessions(groupId), [groupId]));

  const community = loaded.data ?? null;
  useDocumentMeta(pageTitle(community?.name ?? 'Community'));

  if (loaded.error) {
    return (
      <div className="page page--narrow">
        <section className="card card--plain notice">
          <LoadFailed what="this community" onRetry={loaded.retry} pageHeading />
        </section>
      </div>
    );
  }
  if (loaded.loading && loaded.data === undefined) {
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
  const memberList = members.data ?? [];
  const pastList = past.data ?? [];
  const isMember = isOwner || memberList.some((member) => member.id === user.id);

  const join = async () => {
    if (await joinCommunity(groupId)) members.retry();
  };

  const leave = async () => {
    try {
      await leaveCommunity(groupId);
      members.retry();
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
          {community.intention ? <Badge tone="primary">{intentionLabel(community.intention)}</Badge> : null}
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
            {members.error ? (
              <LoadFailed what="members" onRetry={members.retry} />
            ) : members.loading && !members.data ? (
              <Spinner label="Loading members..." />
            ) : memberList.length === 0 ? (
              <EmptyState icon="users" title="No members yet" />
            ) : (
              <ul className="list">
                {memberList.map((member) => (
                  <li key={member.id} className="list__item">
                    <Icon name="user" /> {displayName(member)}
                    {member.id === community.createdBy ? <Badge tone="warning">Owner</Badge> : null}
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
          <TabPanel value="past">
            {past.error ? (
              <LoadFailed what="past sessions" onRetry={past.retry} />
            ) : past.loading && !past.data ? (
              <Spinner label="Loading sessions..." />
            ) : pastList.length === 0 ? (
              <EmptyState icon="calendar" title="No past sessions yet" />
            ) : (
              <ul className="list">
                {pastList.map((session) => (
                  <li key={session.id} className="list__item">
                    <div>
                      <p className="session-item__title">{session.name}</p>
                      <p className="muted">
                        {session.intention ? intentionLabel(session.intention) : ''} · {monthYear(session.scheduledStart) ?? ''} · {session.participantCount}{' '}
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
