import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isPublicCommunity, meetingTimeLabel, type Community } from '../features/communities';
import { getJson } from '../lib/http';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { monthYear } from '../lib/time';
import { loginUrl } from '../routes/paths';
import { CommunityNotFound } from '../features/CommunityNotFound';
import { Icon } from '../ui/Icon';
import { Badge, buttonClass, Spinner } from '../ui/primitives';

type PublicCommunity = Pick<Community, 'name' | 'description' | 'intention' | 'isPublic' | 'createdAt' | 'meetingTime'>;

type Loaded = { id: string; community: PublicCommunity | null; memberCount: number | null };

/** What a visitor sees when someone shares a community with them. */
export default function CommunityInvitation() {
  const { groupId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    const base = `/api/meditation-groups/${encodeURIComponent(groupId)}`;
    Promise.all([
      getJson<PublicCommunity>(`${base}/public`).catch(() => null),
      getJson<{ count?: number }>(`${base}/member-count`).catch(() => null),
    ]).then(([community, count]) => {
      if (!live) return;
      setLoaded({
        id: groupId,
        community: community && typeof community === 'object' && 'name' in community ? community : null,
        memberCount: typeof count?.count === 'number' ? count.count : null,
      });
    });
    return () => {
      live = false;
    };
  }, [groupId]);

  const current = loaded?.id === groupId ? loaded : null;
  const community = current?.community ?? null;
  useDocumentMeta(pageTitle(community?.name ?? 'Meditation Community'));

  if (!current) {
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
          <Badge>{community.intention}</Badge>
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
