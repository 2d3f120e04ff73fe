import { useQuery } from '@apollo/client/react';
import { RECENT_SESSIONS_SHOWN } from '../../graphql/homeData';
import { RecentSessionsQuery } from '../../graphql/operations';
import { intentionLabel } from '../../lib/intentions';
import { withOthers } from '../../lib/plural';
import { relativeTime } from '../../lib/time';
import { useServerNow } from '../../live/serverClock';
import { Card } from '../../ui/primitives';

/** The person's recent group sits and how many sat each with them; nothing until they have sat with others. */
export function GroupSitsCard() {
  // The home's Recent Sessions read: one answer in the cache serves both.
  const { data } = useQuery(RecentSessionsQuery, { variables: { limit: RECENT_SESSIONS_SHOWN } });
  const now = useServerNow();
  const shared = (data?.recentSessions ?? []).filter((session) => withOthers(session.others) !== null);
  if (shared.length === 0) return null;
  return (
    <Card title="Meditated Together" icon="users">
      <ul className="list sessions">
        {shared.map((session) => (
          <li key={session.id} className="list__item session-item">
            <div className="session-item__text">
              <p className="session-item__title">{intentionLabel(session.intention)}</p>
              <p className="muted session-item__meta">
                {session.duration} min · {withOthers(session.others)}
              </p>
            </div>
            <time className="session-item__time" dateTime={session.timestamp}>
              {relativeTime(session.timestamp, now)}
            </time>
          </li>
        ))}
      </ul>
    </Card>
  );
}
