import { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { keptAnswersPlugin, type KeptAnswers } from './kept-answers.js';

const typeDefs = `#graphql
  type Person { name: String! minutes: Int! }
  type Query { people(limit: Int!): [Person!]! viewer: String now: Int! }
`;

/** A store like the stats service's: kept until told the data changed; a rejection is not kept. */
function store(): KeptAnswers & { changed(): void } {
  const kept = new Map<string, Promise<unknown>>();
  return {
    fields: ['people'],
    keep: <T>(key: string, compute: () => Promise<T>) => {
      const found = kept.get(key);
      if (found) return found as Promise<T>;
      const answer = compute();
      kept.set(key, answer);
      answer.catch(() => kept.delete(key));
      return answer;
    },
    changed: () => kept.clear(),
  };
}

/** A graph over a list of people the test changes, counting how often each list is resolved. */
async function graph() {
  const people = [{ name: 'Ama', minutes: 20 }];
  const runs = { people: 0, now: 0 };
  const kept = store();
  const server = new ApolloServer<{ viewer: string }>({
    typeDefs,
    resolvers: {
      Query: {
        people: (_parent: unknown, args: { limit: number }) => {
          runs.people += 1;
          if (args.limit < 1) throw new GraphQLError('limit: must be from 1 to 100', { extensions: { code: 'BAD_USER_INPUT' } });
          return people.slice(0, args.limit).map((person) => ({ ...person }));
        },
        viewer: (_parent: unknown, _args: unknown, context: { viewer: string }) => context.viewer,
        now: () => {
          runs.now += 1;
          return runs.now;
        },
      },
    },
    plugins: [keptAnswersPlugin(kept)],
  });
  await server.start();
  const ask = async (query: string, variables: Record<string, unknown> = {}, viewer = 'kofi') => {
    const response = await server.executeOperation({ query, variables }, { contextValue: { viewer } });
    if (response.body.kind !== 'single') throw new Error('expected a single answer');
    return response.body.singleResult;
  };
  return { people, runs, kept, ask, stop: () => server.stop() };
}

const PEOPLE = 'query People($limit: Int!) { people(limit: $limit) { name minutes } }';

describe('answers kept until the data changes', () => {
  it('resolves a document asking only for kept fields once, and again after a change', async () => {
    const { people, runs, kept, ask, stop } = await graph();
    try {
      expect(await ask(PEOPLE, { limit: 10 })).toEqual({ data: { people: [{ name: 'Ama', minutes: 20 }] } });
      expect(await ask(PEOPLE, { limit: 10 })).toEqual({ data: { people: [{ name: 'Ama', minutes: 20 }] } });
      expect(runs.people).toBe(1);
      people.unshift({ name: 'Kofi', minutes: 5 });
      kept.changed();
      expect(await ask(PEOPLE, { limit: 10 })).toEqual({ data: { people: [{ name: 'Kofi', minutes: 5 }, { name: 'Ama', minutes: 20 }] } });
      expect(runs.people).toBe(2);
    } finally {
      await stop();
    }
  });

  it('keeps one answer per document and variables', async () => {
    const { runs, ask, stop } = await graph();
    try {
      await ask(PEOPLE, { limit: 10 });
      expect(await ask(PEOPLE, { limit: 1 })).toEqual({ data: { people: [{ name: 'Ama', minutes: 20 }] } });
      expect(await ask('{ people(limit: 10) { name } }')).toEqual({ data: { people: [{ name: 'Ama' }] } });
      expect(runs.people).toBe(3);
    } finally {
      await stop();
    }
  });

  it('runs every other document as usual, a kept field beside another one included', async () => {
    const { runs, ask, stop } = await graph();
    try {
      expect(await ask('{ people(limit: 1) { name } now }')).toEqual({ data: { people: [{ name: 'Ama' }], now: 1 } });
      expect(await ask('{ people(limit: 1) { name } now }')).toEqual({ data: { people: [{ name: 'Ama' }], now: 2 } });
      expect(await ask('{ viewer }', {}, 'ama')).toEqual({ data: { viewer: 'ama' } });
      expect(await ask('{ viewer }', {}, 'kofi')).toEqual({ data: { viewer: 'kofi' } });
      expect(runs.people).toBe(2);
    } finally {
      await stop();
    }
  });

  it('keeps no answer with an error, which is reported as usual', async () => {
    const { runs, ask, stop } = await graph();
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await ask(PEOPLE, { limit: 0 });
        expect(answer.errors?.[0]).toMatchObject({ message: 'limit: must be from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
      }
      // Each attempt: once for the store, which keeps nothing, and once as usual.
      expect(runs.people).toBe(4);
    } finally {
      await stop();
    }
  });
});
