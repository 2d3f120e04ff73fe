import { AchievementRarities } from '@peace/proto/domain';
import type { AchievementRarity, UnlockedAchievement } from '../graphql/operations';
import { dateTime } from '../lib/time';
import { Icon } from '../ui/Icon';
import { Badge } from '../ui/primitives';

/** The rarity in the spec's words ('legendary'), which also names its badge tone and card style. */
export function rarityName(rarity: AchievementRarity): (typeof AchievementRarities)[AchievementRarity] {
  return AchievementRarities[rarity];
}

/** What the badge says: 'Legendary' for LEGENDARY. */
export function rarityLabel(rarity: AchievementRarity): string {
  const name = rarityName(rarity);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function RarityBadge({ rarity }: { rarity: AchievementRarity }) {
  return <Badge tone={rarityName(rarity)}>{rarityLabel(rarity)}</Badge>;
}

export function AchievementList({ achievements }: { achievements: ReadonlyArray<UnlockedAchievement> }) {
  return (
    <ul className="achievements">
      {achievements.map((achievement) => (
        <li key={achievement.id} className={`achievement achievement--${rarityName(achievement.rarity)}`}>
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
