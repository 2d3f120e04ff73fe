import type { UnlockedAchievement } from '../graphql/operations';
import { dateTime } from '../lib/time';
import { Icon } from '../ui/Icon';
import { Badge, type BadgeTone } from '../ui/primitives';

const rarities = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof rarities)[number];

/** Any rarity the app does not know is shown as common. */
export function rarityOf(value: string | null | undefined): Rarity {
  const lower = value?.toLowerCase();
  return (rarities as readonly string[]).includes(lower ?? '') ? (lower as Rarity) : 'common';
}

const rarityLabel: Record<Rarity, string> = { common: 'Common', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' };

export function RarityBadge({ rarity }: { rarity: string }) {
  const known = rarityOf(rarity);
  return <Badge tone={known as BadgeTone}>{rarityLabel[known]}</Badge>;
}

export function AchievementList({ achievements }: { achievements: ReadonlyArray<UnlockedAchievement> }) {
  return (
    <ul className="achievements">
      {achievements.map((achievement) => (
        <li key={achievement.id} className={`achievement achievement--${rarityOf(achievement.rarity)}`}>
          <span className="achievement__icon" aria-hidden="true">
            <Icon name="trophy" />
          </span>
          <div className="achievement__text">
            <p className="achievement__name">{achievement.name}</p>
            <p className="achievement__description">{achievement.description}</p>
            <p className="achievement__date">Unlocked {dateTime(achievement.unlockedAt) ?? 'Recently'}</p>
          </div>
          <RarityBadge rarity={achievement.rarity} />
        </li>
      ))}
    </ul>
  );
}
