import { countOf, countWord } from './plural';

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
