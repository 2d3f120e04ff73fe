import { z } from 'zod';
import { describeZodError } from '@peace/kit';
import { ActiveSessionStates, Intentions } from '@peace/proto';
import { specValue, toSpec } from './enums.js';

const messageFor = (schema: z.ZodType, value: unknown) => {
  const parsed = z.object({ field: schema }).safeParse(value);
  return parsed.success ? parsed.data : describeZodError(parsed.error);
};

describe("REST's closed sets", () => {
  it("accept the spec's words and hand the graph its enum names", () => {
    expect(messageFor(specValue(Intentions), { field: 'Non-Violence' })).toEqual({ field: 'NON_VIOLENCE' });
    expect(toSpec(Intentions, 'NON_VIOLENCE')).toBe('Non-Violence');
  });

  it('refuse anything else, the graph\'s own names included, listing what is accepted', () => {
    for (const value of ['Joy', 'PEACE', 'peace', 3]) {
      expect(messageFor(specValue(Intentions), { field: value })).toBe('field: must be one of Peace, Non-Violence, Forgiveness, Compassion, Love, Unity, Service');
    }
    expect(messageFor(specValue(Intentions), {})).toBe('field: is required');
  });

  it('narrow to the values a route takes, with its own words', () => {
    const state = specValue(ActiveSessionStates, { only: ['paused', 'meditating'], message: 'must be paused or meditating' });
    expect(messageFor(state, { field: 'paused' })).toEqual({ field: 'PAUSED' });
    expect(messageFor(state, { field: 'countdown' })).toBe('field: must be paused or meditating');
  });
});
