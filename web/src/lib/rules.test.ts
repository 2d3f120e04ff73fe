import { rarityOf } from '../features/achievements';
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

describe('rarityOf', () => {
  it('keeps the four known rarities and shows anything else as common', () => {
    expect(rarityOf('legendary')).toBe('legendary');
    expect(rarityOf('Epic')).toBe('epic');
    expect(rarityOf('mythic')).toBe('common');
    expect(rarityOf(undefined)).toBe('common');
  });
});

describe('groupDisplayState', () => {
  const start = Date.parse('2025-06-15T12:00:00Z');
  const session = (status: string) => ({ status, scheduledStart: new Date(start).toISOString(), duration: 10 });

  it('trusts a completed or cancelled status', () => {
    expect(groupDisplayState(session('completed'), start - 1000)).toBe('completed');
    expect(groupDisplayState(session('cancelled'), start + 1000)).toBe('cancelled');
  });

  it('is active when the server says so or the clock is inside the window', () => {
    expect(groupDisplayState(session('active'), start - 60_000)).toBe('active');
    expect(groupDisplayState(session('scheduled'), start + 5 * 60_000)).toBe('active');
  });

  it('is upcoming before the start and completed after the window', () => {
    expect(groupDisplayState(session('scheduled'), start - 1)).toBe('upcoming');
    expect(groupDisplayState(session('scheduled'), start + 10 * 60_000)).toBe('completed');
  });
});

describe('recommendationSettings', () => {
  const base = { id: '1', title: 't', description: 'd', actionText: 'a' };

  it('applies intention and duration for streak, intention and duration suggestions', () => {
    expect(
      recommendationSettings({ ...base, type: 'intention', metadata: { intention: 'Love', duration: 10 } }),
    ).toEqual({ intention: 'Love', duration: 10 });
  });

  it('ignores values the starter cannot take', () => {
    expect(recommendationSettings({ ...base, type: 'duration', metadata: { intention: 'Joy', duration: 7 } })).toEqual({});
  });

  it('does nothing for community and achievement suggestions', () => {
    expect(recommendationSettings({ ...base, type: 'community', metadata: { intention: 'Love' } })).toBeNull();
  });
});
