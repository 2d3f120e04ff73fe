import { GROUP_SESSION_LIMITS, readGroupSessionForm, wholeWithin } from './groupSessions';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const required = { name: 'Sunrise sit', intention: 'PEACE', scheduledStart: '2030-06-15T07:30' };

describe('group session limits (sessions page)', () => {
  it('keeps the duration between 1 and 60 minutes, 5 by default', () => {
    const limit = GROUP_SESSION_LIMITS.duration;
    expect(wholeWithin('', limit)).toBe(5);
    expect(wholeWithin(null, limit)).toBe(5);
    expect(wholeWithin('abc', limit)).toBe(5);
    expect(wholeWithin('0', limit)).toBe(1);
    expect(wholeWithin('-3', limit)).toBe(1);
    expect(wholeWithin('1', limit)).toBe(1);
    expect(wholeWithin('60', limit)).toBe(60);
    expect(wholeWithin('600', limit)).toBe(60);
    expect(wholeWithin('12.6', limit)).toBe(13);
  });

  it('keeps the participants between 1 and 100, 50 by default', () => {
    const limit = GROUP_SESSION_LIMITS.maxParticipants;
    expect(wholeWithin('', limit)).toBe(50);
    expect(wholeWithin('0', limit)).toBe(1);
    expect(wholeWithin('100', limit)).toBe(100);
    expect(wholeWithin('1000', limit)).toBe(100);
  });
});

describe('readGroupSessionForm', () => {
  it('sends the start as an ISO timestamp and numbers within their limits', () => {
    const session = readGroupSessionForm(form({ ...required, description: '  Together  ', duration: '90', maxParticipants: '0' }));
    expect(session).toEqual({
      name: 'Sunrise sit',
      description: 'Together',
      intention: 'PEACE',
      scheduledStart: new Date('2030-06-15T07:30').toISOString(),
      duration: 60,
      maxParticipants: 1,
      startOnTime: false,
    });
  });

  it('uses the defaults for numbers left empty', () => {
    expect(readGroupSessionForm(form({ ...required, duration: '', maxParticipants: '' }))).toMatchObject({
      duration: 5,
      maxParticipants: 50,
    });
  });

  it('refuses a form without a name, an intention or a real start time', () => {
    expect(readGroupSessionForm(form({ ...required, name: '  ' }))).toBeNull();
    expect(readGroupSessionForm(form({ ...required, intention: '' }))).toBeNull();
    expect(readGroupSessionForm(form({ ...required, intention: 'Greed' }))).toBeNull();
    // The form holds the graph's names; a label is not one.
    expect(readGroupSessionForm(form({ ...required, intention: 'Peace' }))).toBeNull();
    expect(readGroupSessionForm(form({ ...required, scheduledStart: '' }))).toBeNull();
    expect(readGroupSessionForm(form({ ...required, scheduledStart: 'not a date' }))).toBeNull();
  });
});
