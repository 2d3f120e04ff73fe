import { countOf, countWord, withOthers } from './plural';

describe('count words', () => {
  it('agree with their numbers', () => {
    expect(countOf(1, 'minute')).toBe('1 minute');
    expect(countOf(0, 'minute')).toBe('0 minutes');
    expect(countOf(2, 'participant')).toBe('2 participants');
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countWord(5, 'session this week', 'sessions this week')).toBe('sessions this week');
    expect(countWord(1, 'session this week', 'sessions this week')).toBe('session this week');
  });
});

describe('who a group sit was shared with', () => {
  it('says "with 1 other", "with 12 others", and nothing for a sit alone or with nobody else', () => {
    expect(withOthers(1)).toBe('with 1 other');
    expect(withOthers(12)).toBe('with 12 others');
    expect(withOthers(0)).toBeNull();
    expect(withOthers(null)).toBeNull();
  });
});
