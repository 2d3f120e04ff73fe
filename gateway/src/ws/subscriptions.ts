import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { EventEmitter, on } from 'node:events';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';

/**
 * GraphQL subscriptions over graphql-ws at /graphql. The federated gateway answers queries and
 * mutations over HTTP; the live count, which the gateway itself owns, is pushed here.
 */
export function attachSubscriptions(currentCount: () => Promise<number>) {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const schema: GraphQLSchema = buildSchema(`
    type Query { "Distinct people meditating now." activeMeditators: Int! }
    type Subscription { "Distinct people meditating now, pushed on every change." activeMeditators: Int! }
  `);
  const roots = {
    query: { activeMeditators: () => currentCount() },
    subscription: {
      activeMeditators: async function* () {
        yield { activeMeditators: await currentCount() };
        for await (const [count] of on(events, 'count') as AsyncIterable<[number]>) {
          yield { activeMeditators: count };
        }
      },
    },
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const disposable = useServer({ schema, roots }, wss);
  return {
    handleUpgrade: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    publish: (count: number) => events.emit('count', count),
    close: async () => {
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
