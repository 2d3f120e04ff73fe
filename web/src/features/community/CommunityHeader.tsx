import { useNavigate } from 'react-router';
import type { CommunityDetail } from '../../graphql/operations';
import { intentionLabel } from '../../lib/intentions';
import { monthYear } from '../../lib/time';
import { PageHeader } from '../../ui/PageHeader';
import { Badge, Button, Fact } from '../../ui/primitives';
import { isPublicCommunity, meetingTimeLabel, scheduleLabel } from '../communities';
import { countWord } from '../../lib/plural';

/** The community's name, what kind it is, and its figures: members, when it meets, how long, since when. */
export function CommunityHeader({ community, isOwner }: { community: CommunityDetail; isOwner: boolean }) {
  const navigate = useNavigate();
  const meets = meetingTimeLabel(community.meetingTime, community.timezone);
  const schedule = scheduleLabel(community.meetingSchedule, community.meetingDays);
  const founded = monthYear(community.createdAt);
  return (
    <PageHeader
      className="community__header"
      title={community.name}
      before={
        <Button variant="ghost" size="sm" icon="arrowLeft" onClick={() => void navigate('/communities')}>
          Back
        </Button>
      }
    >
      <div className="session-header__badges">
        <Badge tone="primary">{intentionLabel(community.intention)}</Badge>
        <Badge>{isPublicCommunity(community) ? 'Public' : 'Private'}</Badge>
        {isOwner ? <Badge tone="warning">Owner</Badge> : null}
      </div>
      {community.description ? <p className="muted">{community.description}</p> : null}
      <ul className="facts-inline">
        <Fact icon="users">{community.memberCount}/{community.maxMembers} {countWord(community.memberCount, 'member')}</Fact>
        {schedule || meets ? <Fact icon="calendar">{[schedule, meets ? `at ${meets}` : null].filter(Boolean).join(' ')}</Fact> : null}
        <Fact icon="clock">{community.meditationDuration} min sessions</Fact>
        {founded ? <Fact icon="leaf">Founded {founded}</Fact> : null}
      </ul>
    </PageHeader>
  );
}
