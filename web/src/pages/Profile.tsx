import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSignedInUser } from '../auth/AuthProvider';
import { displayName } from '../auth/currentUser';
import { forgetThisDevice } from '../auth/forgetDevice';
import { YourDataCard } from '../features/account/YourDataCard';
import { AchievementList } from '../features/achievements';
import { useToday } from '../features/useToday';
import { MeQuery, MyAchievementsQuery, UserStatsQuery } from '../graphql/operations';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { goalProgress } from '../lib/progress';
import { protectedDaysText } from '../lib/streak';
import { shareProgress } from '../lib/share';
import { browserTimeZone, monthYear } from '../lib/time';
import { logoutUrl } from '../routes/paths';
import { Icon } from '../ui/Icon';
import { GroupSitsCard } from './profile/GroupSitsCard';
import { MeditationFocusCard } from './profile/MeditationFocusCard';
import { RemindersCard } from './profile/RemindersCard';
import { SettingsCard } from './profile/SettingsCard';
import { LoadFailed } from '../ui/LoadFailed';
import { PageHeader } from '../ui/PageHeader';
import { Button, Card, Stat } from '../ui/primitives';
import { toast } from '../ui/toastStore';

export const PROFILE_ACHIEVEMENTS = 4;

export default function Profile() {
  useDocumentMeta(pageTitle('Profile'));
  const signedIn = useSignedInUser();
  // The graph's own record of the person; until it answers (or if it cannot), the sign-in check's copy.
  const { data: meData } = useQuery(MeQuery);
  const user = meData?.me ?? signedIn;
  const statsRead = useQuery(UserStatsQuery, { variables: { timeZone: browserTimeZone() } });
  const achievementRead = useQuery(MyAchievementsQuery);
  const failed = (read: { data?: unknown; error?: unknown; loading: boolean }) => !read.data && !!read.error && !read.loading;
  const { today } = useToday();
  const [imageFailed, setImageFailed] = useState(false);

  const stats = statsRead.data?.userStats;
  const achievements = achievementRead.data?.myAchievements ?? [];
  const minutesToday = today?.minutes ?? 0;
  const progress = goalProgress(minutesToday);

  const share = async () => {
    if (!stats) return;
    try {
      const outcome = await shareProgress(stats, window.location.origin, {
        share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
        writeText: async (text) => {
          if (!navigator.clipboard) throw new Error('The clipboard is not available');
          await navigator.clipboard.writeText(text);
        },
      });
      if (outcome === 'copied') toast({ title: 'Progress copied!', icon: 'check' });
    } catch (error) {
      // No share sheet and no clipboard (or the copy was refused): say so rather than do nothing.
      console.warn('Could not share progress', error);
      toast({ title: 'Could not share progress', description: 'Copy failed — please try again.', variant: 'destructive' });
    }
  };

  return (
    <div className="page profile">
      <PageHeader title="Profile" />

      <Card className="profile__identity">
        <div className="identity">
          {user.profileImageUrl && !imageFailed ? (
            <img
              className="avatar"
              src={user.profileImageUrl}
              alt=""
              width={72}
              height={72}
              onError={() => setImageFailed(true)}
            />
          ) : (
            <span className="avatar avatar--default" aria-hidden="true">
              <Icon name="user" size={34} />
            </span>
          )}
          <div>
            <h2 className="identity__name">{displayName(user)}</h2>
            <p className="muted">Joined {monthYear(user.createdAt) ?? 'Recently'}</p>
          </div>
        </div>
        {failed(statsRead) ? (
          <LoadFailed what="your figures" onRetry={statsRead.refetch} />
        ) : (
          <div className="stat-row stat-row--boxed">
            <Stat value={stats?.totalSessions ?? 0} label="Sessions" />
            <Stat value={stats?.totalMinutes ?? 0} label="Minutes" />
            <Stat value={stats?.streak ?? 0} label="Day Streak" />
          </div>
        )}
        {stats && stats.protectedDays.length > 0 ? <p className="muted profile__protected">{protectedDaysText(stats.protectedDays)}</p> : null}
      </Card>

      <div className="profile__grid">
        <Card title="Account" icon="user">
          <dl className="facts">
            <div>
              <dt>Email</dt>
              <dd>{user.email ?? 'Not provided'}</dd>
            </div>
          </dl>
          <Button
            variant="secondary"
            icon="logout"
            onClick={() => {
              // This device forgets who was signed in, so the app opened offline is a visitor's.
              void forgetThisDevice().finally(() => {
                window.location.href = logoutUrl;
              });
            }}
          >
            Sign Out
          </Button>
        </Card>

        <Card title="Today's Practice" icon="sun">
          <div className="stat-row">
            <Stat value={today?.sessions ?? 0} label="Sessions today" />
            <Stat value={minutesToday} label="Minutes today" />
          </div>
          <div className="progress-line">
            <div className="progress-line__labels">
              <span id="goal-label">Daily goal</span>
              <span>{progress}%</span>
            </div>
            <div
              className="progress-line__track"
              role="progressbar"
              aria-labelledby="goal-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <span className="progress-line__fill" style={{ width: `${progress}%` }} />
            </div>
          </div>
        </Card>

        <MeditationFocusCard />

        <GroupSitsCard />

        <SettingsCard />

        <RemindersCard />

        {failed(achievementRead) || achievements.length > 0 ? (
          <Card title="Recent Achievements" icon="trophy" className="profile__achievements">
            {failed(achievementRead) ? (
              <LoadFailed what="achievements" onRetry={achievementRead.refetch} />
            ) : (
              <AchievementList achievements={achievements.slice(0, PROFILE_ACHIEVEMENTS)} />
            )}
          </Card>
        ) : null}

        <YourDataCard />

        <Card title="Share Your Journey" icon="share" tone="accent" className="profile__share">
          <p>Let friends know how your practice is growing, and invite them to sit with you.</p>
          <Button variant="light" icon="share" disabled={!stats} onClick={() => void share()}>
            Share Progress
          </Button>
        </Card>
      </div>
    </div>
  );
}
