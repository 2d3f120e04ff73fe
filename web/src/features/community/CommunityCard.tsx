import type { ReactNode } from 'react';
import type { CommunityCard as CommunityCardData } from '../../graphql/operations';
import { intentionLabel } from '../../lib/intentions';
import { Badge } from '../../ui/primitives';
import { isPublicCommunity } from '../communities';
import { countWord } from '../../lib/plural';

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <li className="community-card__figure">
      <span className="community-card__value">{value}</span>
      <span className="community-card__label">{label}</span>
    </li>
  );
}

/** A community in a list: what it is, its week's activity, and what the list lets one do with it. */
export function CommunityCard({ community, owner, actions }: { community: CommunityCardData; owner: boolean; actions: ReactNode }) {
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
        <Figure value={community.sessionsThisWeek} label={countWord(community.sessionsThisWeek, 'session this week', 'sessions this week')} />
        <Figure value={community.postCount} label={countWord(community.postCount, 'post')} />
        <Figure value={community.memberCount} label={countWord(community.memberCount, 'member')} />
      </ul>
      <div className="group-card__actions">{actions}</div>
    </li>
  );
}

export const communityPath = (id: string) => `/communities/${encodeURIComponent(id)}`;
