import type { Intention } from '@peace/proto';
import type { CommunityCandidate, PracticeProfile } from './practice.js';
import { achievementProgress, achievementRule, communityRule, durationRule, intentionRule, recommend, streakRule, usualPractice } from './recommendations.js';

const newcomer: PracticeProfile = { totalSessions: 0, partialSessions: 0, totalMinutes: 0, stopped: 0, practice: [], currentStreak: 0, practisedToday: false, streakAtRisk: false, unlocked: [], popularIntention: 'Love' };

/** A person with these sits (intention, minutes, how many), no stops, no streak. */
function person(sits: [Intention, number, number][], extra: Partial<PracticeProfile> = {}): PracticeProfile {
  const practice = sits.map(([intention, duration, sessions]) => ({ intention, duration, sessions }));
  return {
    ...newcomer,
    totalSessions: practice.reduce((sum, row) => sum + row.sessions, 0),
    totalMinutes: practice.reduce((sum, row) => sum + row.sessions * row.duration, 0),
    practice,
    currentStreak: 1,
    practisedToday: true,
    unlocked: ['first-session'],
    ...extra,
  };
}

const circle: CommunityCandidate = { groupId: '7f3c2d10-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: 'Morning Peace Circle', intention: 'Peace', memberCount: 12, meditationDuration: 10 };

describe('usual practice', () => {
  it('is the intention and personal length chosen most', () => {
    expect(usualPractice(person([['Love', 10, 3], ['Peace', 20, 2], ['Love', 5, 1]]))).toEqual({ intention: 'Love', duration: 10 });
  });

  it('is 5 minutes and no intention before the first sit, and ignores group lengths', () => {
    expect(usualPractice(newcomer)).toEqual({ intention: null, duration: 5 });
    expect(usualPractice(person([['Unity', 45, 4], ['Unity', 20, 1]])).duration).toBe(20);
  });
});

describe('the streak rule', () => {
  it('warns of a streak that ends without practice today, with the usual intention and length', () => {
    const profile = person([['Compassion', 10, 4]], { currentStreak: 4, practisedToday: false, streakAtRisk: true });
    expect(streakRule(profile)).toEqual({
      id: 'streak-4',
      type: 'streak',
      title: 'Keep your 4-day streak',
      description: 'You have meditated 4 days in a row. A 10-minute Compassion meditation today keeps it going.',
      actionText: 'Meditate now',
      metadata: { intention: 'Compassion', duration: 10, groupId: null, achievementName: null },
    });
  });

  it('stays quiet once today is practised, while grace would forgive today, or for a single day', () => {
    expect(streakRule(person([['Peace', 5, 4]], { currentStreak: 4, practisedToday: true }))).toBeUndefined();
    expect(streakRule(person([['Peace', 5, 4]], { currentStreak: 4, practisedToday: false, streakAtRisk: false }))).toBeUndefined();
    expect(streakRule(person([['Peace', 5, 1]], { currentStreak: 1, practisedToday: false, streakAtRisk: true }))).toBeUndefined();
  });
});

describe('the intention rule', () => {
  it('suggests the intention never practised, the first of the seven among several', () => {
    const suggestion = intentionRule(person([['Peace', 5, 3], ['Non-Violence', 5, 1]]));
    expect(suggestion).toMatchObject({ id: 'intention-Forgiveness', title: 'Explore Forgiveness', metadata: { intention: 'Forgiveness', duration: 5 } });
    expect(suggestion?.description).toBe('You have not meditated on Forgiveness yet. Give it 5 minutes today.');
  });

  it('suggests the least practised when all seven have been practised', () => {
    const all = person([
      ['Peace', 10, 3],
      ['Non-Violence', 10, 2],
      ['Forgiveness', 10, 2],
      ['Compassion', 10, 1],
      ['Love', 10, 2],
      ['Unity', 10, 2],
      ['Service', 10, 2],
    ]);
    expect(intentionRule(all)).toMatchObject({ id: 'intention-Compassion', description: 'Compassion is your least practised intention (1 meditation of 14). Give it 10 minutes today.' });
  });

  it('offers the most popular intention to a newcomer', () => {
    expect(intentionRule(newcomer)).toMatchObject({ title: 'Begin with Love', metadata: { intention: 'Love', duration: 5 } });
  });
});

describe('the duration rule', () => {
  it('suggests the next length up to somebody who finishes most sits', () => {
    expect(durationRule(person([['Peace', 5, 8]], { stopped: 2 }))).toMatchObject({
      id: 'duration-10',
      title: 'Try 10 minutes',
      description: 'You finish 80% of your 5-minute sits. You are ready for a longer meditation.',
      metadata: { intention: 'Peace', duration: 10 },
    });
    expect(durationRule(person([['Love', 10, 3]]))).toMatchObject({ metadata: { duration: 20 } });
  });

  it('stays quiet for somebody who stops often, has sat too few times, or already sits the longest', () => {
    expect(durationRule(person([['Peace', 5, 7]], { stopped: 3 }))).toBeUndefined();
    expect(durationRule(person([['Peace', 5, 2]]))).toBeUndefined();
    expect(durationRule(person([['Peace', 20, 9]]))).toBeUndefined();
    expect(durationRule(newcomer)).toBeUndefined();
  });
});

describe('the community rule', () => {
  it('opens the community found, with its length when it is a personal one', () => {
    expect(communityRule(circle, person([['Peace', 5, 2]]))).toEqual({
      id: `community-${circle.groupId}`,
      type: 'community',
      title: 'Join Morning Peace Circle',
      description: 'A community meditating on Peace, the intention you practise most. 12 members so far.',
      actionText: 'View community',
      metadata: { intention: 'Peace', duration: 10, groupId: circle.groupId, achievementName: null },
    });
    expect(communityRule({ ...circle, meditationDuration: 30 }, newcomer)?.metadata?.duration).toBeNull();
  });

  it('needs a community', () => {
    expect(communityRule(undefined, person([['Peace', 5, 2]]))).toBeUndefined();
  });
});

describe('the achievement rule', () => {
  it('names the locked achievement closest to unlocking by the shared criteria', () => {
    // 9 of 10 sits beats 90 of 100 minutes by catalogue order, and both beat the rest.
    const suggestion = achievementRule(person([['Peace', 10, 9]]));
    expect(suggestion).toMatchObject({ id: 'achievement-sessions-10', title: 'Unlock Finding Your Rhythm', description: '1 more meditation to unlock Finding Your Rhythm.' });
    expect(achievementRule(person([['Peace', 10, 9]], { unlocked: ['first-session', 'sessions-10'] }))).toMatchObject({ id: 'achievement-minutes-100', description: '10 more minutes of meditation to unlock A Hundred Quiet Minutes.' });
  });

  it('measures a streak by the run still alive', () => {
    expect(achievementRule(person([['Peace', 5, 2]], { currentStreak: 2 }))).toMatchObject({ id: 'achievement-streak-3', description: 'Meditate 1 more day in a row to unlock Three Days Running.' });
  });

  it('points at an intention still missing for Seven Paths', () => {
    const six = person(
      (['Peace', 'Non-Violence', 'Forgiveness', 'Compassion', 'Love', 'Unity'] as const).map((intention) => [intention, 5, 1]),
      { unlocked: ['first-session'] },
    );
    expect(achievementRule(six)).toMatchObject({ id: 'achievement-all-intentions', description: 'Meditate on Service to unlock Seven Paths.', metadata: { intention: 'Service' } });
  });

  it("starts a newcomer on First Breath", () => {
    expect(achievementRule(newcomer)).toMatchObject({ id: 'achievement-first-session', description: 'Complete your first meditation to unlock First Breath.' });
  });
});

describe('partial sits', () => {
  // One 5-minute sit sat to its end, and eight stopped after 4 minutes and kept.
  const kept = person([['Peace', 5, 1], ['Peace', 4, 8]], { partialSessions: 8 });

  it('count their minutes towards a minutes achievement, never as sits towards a count of sits', () => {
    const progress = new Map(achievementProgress(kept).map((entry) => [entry.entry.slug, entry]));
    expect(progress.get('sessions-10')).toMatchObject({ value: 1, target: 10, share: 0.1 });
    expect(progress.get('minutes-100')).toMatchObject({ value: 37, target: 100 });
  });

  it('never bring a count of sits nearly there', () => {
    expect(achievementRule(kept)).toMatchObject({ id: 'achievement-minutes-100', description: '63 more minutes of meditation to unlock A Hundred Quiet Minutes.' });
    expect(recommend(kept, circle).map((suggestion) => suggestion.id)).not.toContain('achievement-sessions-10');
  });

  it('are not sits finished: a longer length waits for sits sat to their end', () => {
    expect(durationRule(person([['Peace', 5, 3], ['Peace', 3, 2]], { partialSessions: 2 }))).toBeUndefined();
    expect(durationRule(person([['Peace', 5, 4], ['Peace', 3, 1]], { partialSessions: 1 }))).toMatchObject({ id: 'duration-10', description: 'You finish 80% of your 5-minute sits. You are ready for a longer meditation.' });
  });
});

describe('the recommendations together', () => {
  it('give at most three, a streak at risk first and a nearly reached achievement next', () => {
    const profile = person([['Peace', 5, 9]], { currentStreak: 2, practisedToday: false, streakAtRisk: true });
    expect(recommend(profile, circle).map((suggestion) => suggestion.id)).toEqual(['streak-2', 'achievement-sessions-10', 'duration-10']);
  });

  it('give a newcomer a first intention, First Breath and a community, or the shortest length without one', () => {
    expect(recommend(newcomer, circle).map((suggestion) => suggestion.type)).toEqual(['intention', 'achievement', 'community']);
    expect(recommend(newcomer, undefined).map((suggestion) => suggestion.id)).toEqual(['intention-Love', 'achievement-first-session', 'duration-5']);
  });

  it('keep an achievement far from reach for last', () => {
    const profile = person([['Peace', 5, 3]], { stopped: 3 });
    expect(recommend(profile, circle).map((suggestion) => suggestion.type)).toEqual(['intention', 'community', 'achievement']);
  });
});
