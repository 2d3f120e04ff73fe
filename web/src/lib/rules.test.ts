import type { GroupSessionStatus } from '../graphql/operations';
import { rarityLabel, rarityName } from '../features/achievements';
import { recommendationPath, recommendationSettings } from '../features/recommendations';
import { groupDisplayState } from './groupStatus';
import { protectedDaysText, streakTier } from './streak';

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
  const meta = (values: { intention?: 'LOVE' | 'PEACE'; duration?: number; groupId?: string }) => ({ intention: null, duration: null, groupId: null, achievementName: null, ...values });

  it('applies intention and duration for streak, intention and duration suggestions', () => {
    expect(recommendationSettings({ type: 'INTENTION', metadata: meta({ intention: 'LOVE', duration: 10 }) })).toEqual({ intention: 'LOVE', duration: 10 });
    expect(recommendationSettings({ type: 'STREAK', metadata: meta({ intention: 'PEACE', duration: 20 }) })).toEqual({ intention: 'PEACE', duration: 20 });
    expect(recommendationSettings({ type: 'DURATION', metadata: meta({ duration: 10 }) })).toEqual({ duration: 10 });
  });

  it('ignores values the starter cannot take', () => {
    expect(recommendationSettings({ type: 'DURATION', metadata: meta({ duration: 7 }) })).toEqual({});
    expect(recommendationSettings({ type: 'DURATION', metadata: null })).toEqual({});
  });

  it('does nothing for community and achievement suggestions', () => {
    expect(recommendationSettings({ type: 'COMMUNITY', metadata: meta({ intention: 'LOVE' }) })).toBeNull();
    expect(recommendationSettings({ type: 'ACHIEVEMENT', metadata: meta({ intention: 'LOVE', duration: 5 }) })).toBeNull();
  });
});

describe('recommendationPath', () => {
  it('opens the community of a community suggestion, and nothing else', () => {
    const metadata = { intention: null, duration: null, groupId: 'g-1', achievementName: null };
    expect(recommendationPath({ type: 'COMMUNITY', metadata })).toBe('/communities/g-1');
    expect(recommendationPath({ type: 'STREAK', metadata })).toBeNull();
    expect(recommendationPath({ type: 'COMMUNITY', metadata: null })).toBeNull();
  });
});

describe('protected days', () => {
  it('names each protected day of a streak, or says nothing without one', () => {
    expect(protectedDaysText([])).toBe('');
    expect(protectedDaysText(['2026-03-10'])).toBe('Protected: Tuesday, Mar 10');
    expect(protectedDaysText(['2026-03-03', '2026-03-10'])).toBe('Protected: Tuesday, Mar 3, Tuesday, Mar 10');
  });
});
