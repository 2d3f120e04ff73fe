import { AppError } from './errors.js';
import { idOrNotFound, listSizes, perRequestLoader, type RequestContext } from './graphql.js';
import { createLogger } from './logger.js';

const logger = createLogger('graphql-test', 'silent');
const request = (): RequestContext => ({ userId: null, requestId: crypto.randomUUID(), logger });

describe('idOrNotFound', () => {
  it('answers a well-formed id and refuses any other text as NOT_FOUND with the message given', () => {
    const id = crypto.randomUUID();
    expect(idOrNotFound(id, 'Session not found')).toBe(id);
    for (const text of ['', 'abc', `${id}x`, "1' or '1'='1"]) {
      let refusal: unknown;
      try {
        idOrNotFound(text, 'Session not found');
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ code: 'NOT_FOUND', message: 'Session not found' });
    }
  });
});

describe('perRequestLoader', () => {
  it('reads the ids one request asks for in one call, and a second request in a call of its own', async () => {
    const calls: string[][] = [];
    const loader = perRequestLoader(async (ids: readonly string[]) => {
      calls.push([...ids]);
      return ids.map((id) => id.toUpperCase());
    });
    const first = request();
    expect(await Promise.all(['a', 'b', 'a'].map((id) => loader(first).load(id)))).toEqual(['A', 'B', 'A']);
    expect(loader(first)).toBe(loader(first));
    expect(await loader(request()).load('c')).toBe('C');
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });
});

describe('listSizes', () => {
  it('gives each list of objects its @listSize, and leaves out lists of scalars and enums', () => {
    const sdl = `
      enum Day { MON }
      scalar DateTime
      type Item { id: ID! }
      type Query {
        items(limit: Int = 5): [Item!]! @listSize(slicingArguments: ["limit"], assumedSize: 20, requireOneSlicingArgument: false)
        everything: [Item!]!
        one: Item
        tags: [String!]!
        days: [Day!]! @listSize(assumedSize: 7)
        times: [DateTime]
      }
      extend type Item { related: [Item] @listSize(assumedSize: 3) }`;
    expect(listSizes(sdl)).toEqual({ 'Query.items': 20, 'Query.everything': undefined, 'Item.related': 3 });
  });
});
