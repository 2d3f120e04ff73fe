import { useQuery } from '@apollo/client/react';
import { Weekdays } from '@peace/proto/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../auth/AuthProvider';
import { isPublicCommunity, joinCommunity, type CommunityCardData } from '../features/communities';
import { isSignedOutError } from '../graphql/errors';
import { CommunitiesQuery, MyCommunitiesQuery } from '../graphql/operations';
import { durations, intentionLabel, intentions, isIntention } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { createCommunity, serverMessage } from '../lib/restCalls';
import { loginUrl } from '../routes/paths';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { Badge, Button, buttonClass, EmptyState, Spinner } from '../ui/primitives';
import { toast } from '../ui/toastStore';

// The days in the spec's words, as the create call takes them.
const weekdays = Object.values(Weekdays);

function CommunityCard({ community, owner, onJoin }: { community: CommunityCardData; owner: boolean; onJoin?: () => void }) {
  return (
    <li className="card card--plain group-card">
      <div className="group-card__head">
        <h3 className="group-card__name">{community.name}</h3>
        {community.intention ? <Badge tone="primary">{intentionLabel(community.intention)}</Badge> : null}
      </div>
      {community.description ? <p className="muted">{community.description}</p> : null}
      <p className="group-card__meta">
        <Icon name="users" size={16} /> {community.memberCount ?? 0} members
        <span aria-hidden="true"> · </span>
        {isPublicCommunity(community) ? 'Public' : 'Private'}
        {owner ? <Badge tone="warning">Owner</Badge> : null}
      </p>
      <div className="group-card__actions">
        {onJoin ? (
          <Button size="sm" onClick={onJoin}>
            Join
          </Button>
        ) : null}
        <Link className={buttonClass('secondary', 'sm')} to={`/communities/${community.id}`}>
          {onJoin ? 'View' : owner ? 'Manage' : 'Open'}
        </Link>
      </div>
    </li>
  );
}

function CreateCommunityForm({ onCreated }: { onCreated: () => void }) {
  const [schedule, setSchedule] = useState<'weekly' | 'daily'>('weekly');
  const [days, setDays] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React clears currentTarget once the handler yields; keep the form for after the call.
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (field: string) => {
      const value = form.get(field);
      return typeof value === 'string' ? value : '';
    };
    const name = text('name').trim();
    const intention = form.get('intention');
    if (!name || !isIntention(intention)) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await createCommunity({
        name,
        description: text('description').trim(),
        intention,
        isPublic: form.get('privacy') === 'private' ? 0 : 1,
        maxMembers: Math.min(1000, Math.max(1, Number(form.get('maxMembers') || 100))),
        meetingSchedule: schedule,
        meetingDays: schedule === 'weekly' ? days : [],
        meetingTime: text('meetingTime'),
        timezone: 'UTC',
        tags: [],
        imageUrl: null,
        meditationDuration: Number(form.get('meditationDuration') || 5),
      });
      formElement.reset();
      setDays([]);
      onCreated();
    } catch (error) {
      toast({
        title: 'Error creating community',
        description: serverMessage(error) ?? 'Failed to create meditation community',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field">
        <span className="field__label">Name</span>
        <input name="name" className="input" required maxLength={120} />
      </label>
      <label className="field">
        <span className="field__label">Description</span>
        <textarea name="description" className="input" rows={3} maxLength={1000} />
      </label>
      <div className="form__row">
        <label className="field">
          <span className="field__label">Intention</span>
          <select name="intention" className="input" required defaultValue="">
            <option value="" disabled>
              Choose an intention
            </option>
            {intentions.map((intention) => (
              <option key={intention} value={intention}>
                {intentionLabel(intention)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Privacy</span>
          <select name="privacy" className="input" defaultValue="public">
            <option value="public">Public</option>
            <option value="private">Private</option>
          </select>
        </label>
      </div>
      <div className="form__row">
        <label className="field">
          <span className="field__label">Max members</span>
          <input name="maxMembers" type="number" min={1} max={1000} defaultValue={100} className="input" />
        </label>
        <label className="field">
          <span className="field__label">Session length</span>
          <select name="meditationDuration" className="input" defaultValue="5">
            {durations.map((duration) => (
              <option key={duration} value={duration}>
                {duration} minutes
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="form__row">
        <label className="field">
          <span className="field__label">Frequency</span>
          <select
            name="meetingSchedule"
            className="input"
            value={schedule}
            onChange={(event) => {
              setSchedule(event.target.value === 'daily' ? 'daily' : 'weekly');
              setDays([]);
            }}
          >
            <option value="weekly">Weekly</option>
            <option value="daily">Daily</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">Meeting time</span>
          <input name="meetingTime" type="time" className="input" />
        </label>
      </div>
      {schedule === 'weekly' ? (
        <fieldset className="chooser__group">
          <legend className="field__label">Meeting days</legend>
          <div className="chip-grid">
            {weekdays.map((day) => (
              <label key={day} className="chip">
                <input
                  type="checkbox"
                  checked={days.includes(day)}
                  onChange={(event) =>
                    setDays((current) => (event.target.checked ? [...current, day] : current.filter((d) => d !== day)))
                  }
                />
                <span>{day.slice(0, 1).toUpperCase() + day.slice(1, 3)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating...' : 'Create Community'}
      </Button>
    </form>
  );
}

export default function Communities() {
  useDocumentMeta(pageTitle('Meditation Communities'));
  const user = useSignedInUser();
  const all = useQuery(CommunitiesQuery);
  const mine = useQuery(MyCommunitiesQuery);
  const [tab, setTab] = useState('discover');
  const communities = all.data?.communities ?? [];
  const mineList = mine.data?.myCommunities ?? [];

  /** The card's member count and My Communities both change after a join or a new community. */
  const reload = () => {
    // A failed reload shows in the query's own error state.
    const warn = (error: unknown) => console.warn('Could not reload the communities', error);
    void all.refetch().catch(warn);
    void mine.refetch().catch(warn);
  };

  const join = async (community: CommunityCardData) => {
    if (await joinCommunity(community.id)) reload();
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
        <TabList label="Communities">
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
              <Button icon="plus" onClick={() => setTab('create')}>
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
                  onJoin={() => void join(community)}
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
              {mineList.map((community) => (
                <CommunityCard key={community.id} community={community} owner={community.myRole === 'OWNER'} />
              ))}
            </ul>
          )}
        </TabPanel>
        <TabPanel value="sessions">
          <h2 className="section-title">Live Sessions</h2>
          <EmptyState icon="calendar" title="No community sessions right now">
            <Link className={buttonClass('secondary')} to="/groups">
              See all group sessions
            </Link>
          </EmptyState>
        </TabPanel>
        <TabPanel value="create">
          <h2 className="section-title">Create a Community</h2>
          <CreateCommunityForm
            onCreated={() => {
              reload();
              setTab('mine');
            }}
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}
