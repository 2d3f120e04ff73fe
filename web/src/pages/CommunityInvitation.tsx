import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { CommunityNotFound } from '../features/CommunityNotFound';
import { isPublicCommunity, meetingTimeLabel } from '../features/communities';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { readInvitation, useRestRead } from '../lib/restCalls';
import { monthYear } from '../lib/time';
import { loginUrl } from '../routes/paths';
import { Icon } from '../ui/Icon';
import { Badge, buttonClass, Spinner } from '../ui/primitives';

/** What a visitor sees when someone shares a community with them. */
export default function CommunityInvitation() {
  const { groupId = '' } = useParams();
  // Spec §8: a community that cannot be read is shown as not found, with no retry.
  const { data: current, loading } = useRestRead(useCallback(() => readInvitation(groupId), [groupId]));
  const community = current?.community ?? null;
  useDocumentMeta(pageTitle(community?.name ?? 'Meditation Community'));

  if (loading || !current) {
    return (
      <div className="page page--narrow">
        <Spinner label="Loading community..." />
      </div>
    );
  }

  if (!community) {
    return <CommunityNotFound to="/" label="Explore Communities" />;
  }

  const founded = monthYear(community.createdAt);
  const meets = meetingTimeLabel(community.meetingTime);
  return (
    <div className="page page--narrow">
      <section className="card card--plain invitation">
        <p className="eyebrow">You are invited to meditate with</p>
        <h1 className="invitation__title">{community.name}</h1>
        <div className="session-header__badges">
          <Badge tone={isPublicCommunity(community) ? 'primary' : 'neutral'}>
            {isPublicCommunity(community) ? 'Public' : 'Private'}
          </Badge>
          {community.intention ? <Badge>{intentionLabel(community.intention)}</Badge> : null}
        </div>
        {community.description ? <p>{community.description}</p> : null}
        <ul className="facts-inline">
          {current.memberCount !== null ? (
            <li>
              <Icon name="users" size={16} /> {current.memberCount} {current.memberCount === 1 ? 'member' : 'members'}
            </li>
          ) : null}
          {founded ? (
            <li>
              <Icon name="calendar" size={16} /> Founded {founded}
            </li>
          ) : null}
          {meets ? (
            <li>
              <Icon name="clock" size={16} /> Meets at {meets}
            </li>
          ) : null}
        </ul>
        <div className="notice__actions">
          <a className={buttonClass('primary', 'lg')} href={loginUrl(`/communities/${groupId}`)}>
            Join Community
          </a>
          <Link className={buttonClass('secondary', 'lg')} to="/">
            Explore More Communities
          </Link>
        </div>
      </section>
    </div>
  );
}
