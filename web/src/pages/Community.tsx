import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSignedInUser } from '../auth/AuthProvider';
import { displayName } from '../auth/currentUser';
import {
  calendarUrls,
  isPublicCommunity,
  meetingTimeLabel,
  readCommunityChanges,
  scheduleLabel,
  takeJoinIntent,
  toastJoinRefusal,
} from '../features/communities';
import { CommunityFields, useScheduleChoice } from '../features/CommunityForm';
import { CommunityNotFound } from '../features/CommunityNotFound';
import { graphRefusal } from '../graphql/errors';
import {
  CommunityQuery,
  DeleteCommunityMutation,
  JoinCommunityMutation,
  LeaveCommunityMutation,
  UpdateCommunityMutation,
  type CommunityDetail,
} from '../graphql/operations';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { estDateTime, monthYear } from '../lib/time';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { Dialog, Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { Badge, Button, buttonClass, Card, EmptyState, Spinner } from '../ui/primitives';
import { toast } from '../ui/toastStore';

function shortDate(when: string): string {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function ShareDialog({ open, onOpenChange, url }: { open: boolean; onOpenChange: (open: boolean) => void; url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied!', icon: 'check' });
    } catch (error) {
      console.warn('Could not copy the link', error);
      toast({ title: 'Could not copy the link', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share Community" description="Anyone with this link can see the community and ask to join.">
      <div className="share-link">
        <label className="sr-only" htmlFor="community-share-url">
          Community link
        </label>
        <input
          id="community-share-url"
          className="input share-link__url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button icon="share" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
    </Dialog>
  );
}

function CalendarDialog({ open, onOpenChange, groupId }: { open: boolean; onOpenChange: (open: boolean) => void; groupId: string }) {
  const { download, subscribe } = calendarUrls(groupId, window.location.origin);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add to calendar"
      description="Subscribe and your calendar keeps the community's sessions up to date."
    >
      <div className="button-column">
        <a className={buttonClass('primary')} href={subscribe}>
          <Icon name="calendar" /> Subscribe in calendar app
        </a>
        <a className={buttonClass('secondary')} href={download} download="community-calendar.ics">
          Download calendar file (.ics)
        </a>
      </div>
    </Dialog>
  );
}

function ManageDialog({
  open,
  onOpenChange,
  community,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  community: CommunityDetail;
}) {
  const schedule = useScheduleChoice(community);
  const [update, { loading: busy }] = useMutation(UpdateCommunityMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = readCommunityChanges(new FormData(event.currentTarget), schedule.choice);
    if (!changes) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    try {
      await update({ variables: { id: community.id, input: changes } });
      onOpenChange(false);
    } catch (error) {
      console.warn('Could not update the community', error);
      toast({ title: 'Error', description: 'Failed to update community settings', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Manage Community" description="Change how your community presents itself and when it meets.">
      <form className="form" aria-label="Community settings" onSubmit={(event) => void submit(event)} noValidate>
        <CommunityFields initial={community} schedule={schedule} timeZone={community.timezone} />
        <Button type="submit" disabled={busy} className="btn--block">
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </Dialog>
  );
}

function DeleteDialog({
  open,
  onOpenChange,
  community,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  community: CommunityDetail;
}) {
  const navigate = useNavigate();
  const [remove, { loading: busy }] = useMutation(DeleteCommunityMutation);
  const confirm = async () => {
    try {
      await remove({ variables: { id: community.id } });
      onOpenChange(false);
      void navigate('/communities');
    } catch (error) {
      console.warn('Could not delete the community', error);
      toast({ title: 'Failed to delete', description: graphRefusal(error) ?? 'Could not delete the community.', variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Community"
      description={`Delete ${community.name} for everyone? Its members and posts go with it, and its scheduled sessions are cancelled. This cannot be undone.`}
    >
      <div className="button-row button-row--end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Deleting...' : 'Yes, Delete'}
        </Button>
      </div>
    </Dialog>
  );
}

function Members({ community, isMember }: { community: CommunityDetail; isMember: boolean }) {
  if (community.members.length === 0) {
    if (!isMember && !isPublicCommunity(community)) {
      return (
        <EmptyState icon="lock" title="Members are visible to members">
          <p className="muted">This is a private community. Join it to see who meditates here.</p>
        </EmptyState>
      );
    }
    return <EmptyState icon="users" title="No members yet" />;
  }
  return (
    <ul className="list member-list">
      {community.members.map((member) => (
        <li key={member.user.id} className="list__item member-list__item">
          {member.user.profileImageUrl ? (
            <img className="avatar avatar--sm" src={member.user.profileImageUrl} alt="" width={40} height={40} />
          ) : (
            <span className="avatar avatar--sm avatar--default" aria-hidden="true">
              <Icon name="user" />
            </span>
          )}
          <div className="member-list__who">
            <p className="member-list__name">{displayName(member.user)}</p>
            <p className="muted">Joined {shortDate(member.joinedAt)}</p>
          </div>
          <Badge tone={member.role === 'OWNER' ? 'warning' : 'neutral'}>{member.role === 'OWNER' ? 'Owner' : 'Member'}</Badge>
        </li>
      ))}
    </ul>
  );
}

function PastSessions({ community }: { community: CommunityDetail }) {
  if (community.pastSessions.length === 0) {
    return <EmptyState icon="calendar" title="No past sessions yet" />;
  }
  return (
    <ul className="list">
      {community.pastSessions.map((session) => (
        <li key={session.id} className="list__item past-session">
          <div>
            <p className="session-item__title">{session.name}</p>
            <p className="muted">
              {intentionLabel(session.intention)} · {estDateTime(session.scheduledStart) ?? 'Time not available'}
            </p>
          </div>
          <p className="past-session__figures">
            <span>
              <Icon name="users" size={16} /> {session.participantCount} {session.participantCount === 1 ? 'participant' : 'participants'}
            </span>
            <span>
              <Icon name="clock" size={16} /> {session.totalMinutes} min
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

type Open = 'share' | 'calendar' | 'manage' | 'delete' | null;

export default function Community() {
  const { groupId = '' } = useParams();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const loaded = useQuery(CommunityQuery, { variables: { id: groupId }, fetchPolicy: 'cache-and-network' });
  const [joinCommunity, { loading: joining }] = useMutation(JoinCommunityMutation, { refetchQueries: ['MyCommunities'] });
  const [leaveCommunity, { loading: leaving }] = useMutation(LeaveCommunityMutation, { refetchQueries: ['MyCommunities'] });
  const [open, setOpen] = useState<Open>(null);
  const community = loaded.data?.community ?? null;
  useDocumentMeta(pageTitle(community?.name ?? 'Community'));

  const isOwner = !!community && (community.myRole === 'OWNER' || community.createdBy === user.id);
  const isMember = isOwner || !!community?.myRole;

  const join = async () => {
    try {
      await joinCommunity({ variables: { id: groupId } });
    } catch (error) {
      console.warn('Could not join the community', error);
      toastJoinRefusal(error);
    }
  };

  // Arriving from an invitation's Join Community after signing in (?join=1): join at once,
  // but only when this tab asked to join this very community, and only once.
  const arrivedToJoin = search.get('join') === '1';
  const handledArrival = useRef(false);
  const ready = !!community;
  useEffect(() => {
    if (!arrivedToJoin || !ready || handledArrival.current) return;
    handledArrival.current = true;
    const wanted = takeJoinIntent(groupId);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('join');
        return next;
      },
      { replace: true },
    );
    if (wanted && !isMember) void join();
    // join reads the latest mutation; the arrival is handled once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrivedToJoin, ready, isMember, groupId, setSearch]);

  // Manage on a My Communities card opens the settings straight away (?manage=1), for the owner.
  const wantsManage = search.get('manage') === '1';
  const closeManage = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('manage');
        return next;
      },
      { replace: true },
    );

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

  const leave = async () => {
    try {
      await leaveCommunity({ variables: { id: groupId } });
    } catch (error) {
      console.warn('Could not leave the community', error);
      toast({ title: 'Failed to leave', description: graphRefusal(error) ?? 'Could not leave the meditation community.', variant: 'destructive' });
    }
  };

  const meets = meetingTimeLabel(community.meetingTime, community.timezone);
  const schedule = scheduleLabel(community.meetingSchedule, community.meetingDays);
  const founded = monthYear(community.createdAt);
  const shareUrl = `${window.location.origin}/communities/${encodeURIComponent(community.id)}`;
  const dialog = (which: Exclude<Open, null>) => ({
    open: open === which || (which === 'manage' && wantsManage && isOwner),
    onOpenChange: (next: boolean) => {
      setOpen(next ? which : null);
      if (!next && which === 'manage' && wantsManage) closeManage();
    },
  });

  return (
    <div className="page community">
      <header className="page-header community__header">
        <Button variant="ghost" size="sm" icon="arrowLeft" onClick={() => void navigate('/communities')}>
          Back
        </Button>
        <h1>{community.name}</h1>
        <div className="session-header__badges">
          <Badge tone="primary">{intentionLabel(community.intention)}</Badge>
          <Badge>{isPublicCommunity(community) ? 'Public' : 'Private'}</Badge>
          {isOwner ? <Badge tone="warning">Owner</Badge> : null}
        </div>
        {community.description ? <p className="muted">{community.description}</p> : null}
        <ul className="facts-inline">
          <li>
            <Icon name="users" size={16} /> {community.memberCount}/{community.maxMembers} members
          </li>
          {schedule || meets ? (
            <li>
              <Icon name="calendar" size={16} /> {[schedule, meets ? `at ${meets}` : null].filter(Boolean).join(' ')}
            </li>
          ) : null}
          <li>
            <Icon name="clock" size={16} /> {community.meditationDuration} min sessions
          </li>
          {founded ? (
            <li>
              <Icon name="leaf" size={16} /> Founded {founded}
            </li>
          ) : null}
        </ul>
      </header>

      <div className="button-row community__actions">
        {community.liveSession && isMember ? (
          <Link className={buttonClass('primary')} to={`/groups/${encodeURIComponent(community.liveSession.id)}`}>
            <Icon name="play" /> Join Live Session
          </Link>
        ) : null}
        {!isMember ? (
          <Button icon="plus" disabled={joining} onClick={() => void join()}>
            Join Community
          </Button>
        ) : !isOwner ? (
          <Button variant="secondary" disabled={leaving} onClick={() => void leave()}>
            Leave
          </Button>
        ) : null}
        <Button variant="secondary" icon="share" onClick={() => setOpen('share')}>
          Share
        </Button>
        <Button variant="secondary" icon="calendar" onClick={() => setOpen('calendar')}>
          Add to calendar
        </Button>
        {isOwner ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('manage')}>
              Manage
            </Button>
            <Button variant="danger" onClick={() => setOpen('delete')}>
              Delete
            </Button>
          </>
        ) : null}
      </div>

      {community.upcomingSessions.length > 0 ? (
        <Card title="Upcoming Sessions" icon="calendar">
          <ul className="list">
            {community.upcomingSessions.map((session) => (
              <li key={session.id} className="list__item past-session">
                <div>
                  <p className="session-item__title">{session.name}</p>
                  <p className="muted">
                    {estDateTime(session.startsAt) ?? 'Time not available'} · {session.duration} min
                  </p>
                </div>
                <Link className={buttonClass('secondary', 'sm')} to={`/groups/${encodeURIComponent(session.id)}`}>
                  View
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <Card>
        <Tabs defaultValue="members">
          <TabList label="Community">
            <Tab value="members">Members</Tab>
            <Tab value="past">Past Sessions</Tab>
          </TabList>
          <TabPanel value="members">
            <Members community={community} isMember={isMember} />
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
