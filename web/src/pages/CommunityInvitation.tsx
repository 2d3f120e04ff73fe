import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { CommunityNotFound } from '../features/CommunityNotFound';
import { isPublicCommunity, meetingTimeLabel } from '../features/communities';
import { joinReturnPath, rememberJoinIntent } from '../features/community/joining';
import { GraphProvider } from '../graphql/GraphProvider';
import { CommunityInvitationQuery } from '../graphql/operations';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { monthYear } from '../lib/time';
import { loginUrl } from '../routes/paths';
import { Badge, buttonClass, Fact, Spinner } from '../ui/primitives';
import { countOf } from '../lib/plural';

/** What a visitor sees when someone shares a community with them. */
export default function CommunityInvitation() {
  // Visitors have no data client of their own: this page brings one.
  return (
    <GraphProvider>
      <Invitation />
    </GraphProvider>
  );
}

function Invitation() {
  const { groupId = '' } = useParams();
  const { data, loading } = useQuery(CommunityInvitationQuery, { variables: { id: groupId } });
  const community = data?.communityInvitation ?? null;
  useDocumentMeta(pageTitle(community?.name ?? 'Meditation Community'));

  if (loading) {
    return (
      <div className="page page--narrow">
        <Spinner label="Loading community..." />
      </div>
    );
  }

  // Spec §8: a community that cannot be read is shown as not found, with no retry.
  if (!community) {
    return <CommunityNotFound to="/" label="Explore Communities" />;
  }

  const founded = monthYear(community.createdAt);
  const meets = meetingTimeLabel(community.meetingTime, community.timezone);
  const isPublic = isPublicCommunity(community);
  return (
    <div className="page page--narrow">
      <section className="card card--plain invitation">
        <p className="eyebrow">You are invited to meditate with</p>
        <h1 className="invitation__title">{community.name}</h1>
        <div className="session-header__badges">
          <Badge tone={isPublic ? 'primary' : 'neutral'}>{isPublic ? 'Public' : 'Private'}</Badge>
          <Badge>{intentionLabel(community.intention)}</Badge>
        </div>
        {community.description ? <p>{community.description}</p> : null}
        <ul className="facts-inline">
          <Fact icon="users">{countOf(community.memberCount, 'member')}</Fact>
          {founded ? <Fact icon="calendar">Founded {founded}</Fact> : null}
          {meets ? <Fact icon="clock">Meets at {meets}</Fact> : null}
        </ul>
        <div className="notice__actions">
          <a
            className={buttonClass('primary', 'lg')}
            href={loginUrl(joinReturnPath(groupId))}
            onClick={() => rememberJoinIntent(groupId)}
          >
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
