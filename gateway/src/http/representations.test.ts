import { distinctRepresentations } from './representations.js';

const person = (id: string) => ({ __typename: 'User', id });

describe('distinct representations of an entity fetch', () => {
  it('leaves a fetch whose representations are all distinct as it is', () => {
    expect(distinctRepresentations([person('a'), person('b')])).toBeUndefined();
  });

  it('sends each entity once and answers every place that asked for it, each with an object of its own', () => {
    const distinct = distinctRepresentations([person('a'), person('b'), person('a'), person('a')])!;
    expect(distinct.sent).toEqual([person('a'), person('b')]);
    const answer = distinct.spread({ data: { _entities: [{ firstName: 'Ada', stats: { minutes: 3 } }, { firstName: 'Bo', stats: null }] } }) as { data: { _entities: { firstName: string; stats: unknown }[] } };
    expect(answer.data._entities.map((entity) => entity.firstName)).toEqual(['Ada', 'Bo', 'Ada', 'Ada']);
    // The plan merges later fetches into each place: no two places may share an object.
    expect(answer.data._entities[2]).not.toBe(answer.data._entities[0]);
    expect(answer.data._entities[2]!.stats).not.toBe(answer.data._entities[0]!.stats);
    expect(answer.data._entities[2]).toEqual(answer.data._entities[0]);
  });

  it("gives an entity's error to every place that asked for it, and keeps the others", () => {
    const distinct = distinctRepresentations([person('a'), person('b'), person('a')])!;
    const answer = distinct.spread({
      data: { _entities: [null, { firstName: 'Bo' }] },
      errors: [{ message: 'hidden', path: ['_entities', 0, 'firstName'] }, { message: 'whole fetch' }],
    }) as { data: { _entities: unknown[] }; errors: { message: string; path?: unknown[] }[] };
    expect(answer.data._entities).toEqual([null, { firstName: 'Bo' }, null]);
    expect(answer.errors).toEqual([
      { message: 'hidden', path: ['_entities', 0, 'firstName'] },
      { message: 'hidden', path: ['_entities', 2, 'firstName'] },
      { message: 'whole fetch' },
    ]);
  });

  it('passes on an answer without entities (a failed fetch) as it came', () => {
    const distinct = distinctRepresentations([person('a'), person('a')])!;
    const failed = { data: null, errors: [{ message: 'down' }] };
    expect(distinct.spread(failed)).toEqual(failed);
  });
});
