import type { GroupSessionStatus } from '../graphql/operations';
import { rarityLabel, rarityName } from '../features/achievements';
import { recommendationSettings } from '../features/recommendations';
import { groupDisplayState } from './groupStatus';
import { streakTier } from './streak';

describe('streakTier', () => {
  it('changes colour at 3, 7 and 30 days', () => {
    expect(streakTier(0)).toBe('start');
    expect(streakTier(2)).toBe('start');
    expect(streakTier(3)).toBe('growing');
    expect(streakTier(6)).toBe('growing');
    expect(streakTier(7)).toBe('strong');
    expect(streakTier(29)).toBe('strong');
    expect(streakTier(30)).toBe('radiant');
  });
});

describe('achievement rarity', () => {
  it("shows each of the graph's rarities in the spec's words", () => {
    expect(rarityName('LEGENDARY')).toBe('legendary');
    expect(rarityLabel('LEGENDARY')).toBe('Legendary');
    expect(rarityLabel('EPIC')).toBe('Epic');
    expect(rarityLabel('RARE')).toBe('Rare');
    expect(rarityLabel('COMMON')).toBe('Common');
  });
});

describe('groupDisplayState', () => {
  const start = Date.parse('2025-06-15T12:00:00Z');
  const session = (status: GroupSessionStatus) => ({ status, scheduledStart: new Date(start).toISOString(), duration: 10 });

  it('trusts a completed or cancelled status', () => {
    expect(groupDisplayState(session('COMPLETED'), start - 1000)).toBe('completed');
    expect(groupDisplayState(session('CANCELLED'), start + 1000)).toBe('cancelled');
  });

  it('is active when the server says so or the clock is inside the window', () => {
    expect(groupDisplayState(session('ACTIVE'), start - 60_000)).toBe('active');
    expect(groupDisplayState(session('SCHEDULED'), start + 5 * 60_000)).toBe('active');
  });

  it('is upcoming before the start and completed after the window', () => {
    expect(groupDisplayState(session('SCHEDULED'), start - 1)).toBe('upcoming');
    expect(groupDisplayState(session('SCHEDULED'), start + 10 * 60_000)).toBe('completed');
  });
});

describe('recommendationSettings', () => {
  const base = { id: '1', title: 't', description: 'd', actionText: 'a' };

  it('applies intention (named in the spec\'s words) and duration for streak, intention and duration suggestions', () => {
    expect(
      recommendationSettings({ ...base, type: 'intention', metadata: { intention: 'Love', duration: 10 } }),
    ).toEqual({ intention: 'LOVE', duration: 10 });
  });

  it('ignores values the starter cannot take', () => {
    expect(recommendationSettings({ ...base, type: 'duration', metadata: { intention: 'Joy', duration: 7 } })).toEqual({});
  });

  it('does nothing for community and achievement suggestions', () => {
    expect(recommendationSettings({ ...base, type: 'community', metadata: { intention: 'Love' } })).toBeNull();
  });
});
