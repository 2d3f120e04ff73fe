import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { EventEmitter, on } from 'node:events';
import { buildSchema, GraphQLError, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { SOCKET_MESSAGE_BUDGET, TOO_MANY_MESSAGES_CLOSE_CODE } from './presence.js';

/** What one subscription socket may do. */
export const SUBSCRIPTION_SOCKET_LIMITS = {
  /** Operations running at once on one socket; one more is answered with an error and not run. */
  maxOperations: 5,
  /** Bytes in one message from the client; a larger one closes the socket (1009). */
  maxMessageBytes: 16 * 1024,
  /** How long a socket may stay open without saying connection_init; then it is closed (4408). */
  connectionInitTimeoutMs: 5_000,
  /**
   * Messages one socket may send per window, as /ws allows: the app says connection_init, then
   * subscribes once. A socket past it is flooding (100,000 pings answered in 2.8 s slowed every
   * other reader), and is closed (1008) with the rest of its messages left unread.
   */
  messageBudget: SOCKET_MESSAGE_BUDGET,
};

const TOO_MANY_OPERATIONS = `At most ${SUBSCRIPTION_SOCKET_LIMITS.maxOperations} subscriptions may run at once on one socket`;

/**
 * GraphQL subscriptions over graphql-ws at /graphql. The federated gateway answers queries and
 * mutations over HTTP; "meditating now" is pushed here. It is the meditation service's count, as
 * /ws and the stats field have it: currentCount reads it through that service's live client (the
 * /ws socket's read, see presence.ts), and publish is called with every new total the /ws fan-out
 * reads, so the three never disagree. Admission (origin and connect limits) is decided before the
 * upgrade reaches handleUpgrade.
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
  const wss = new WebSocketServer({ noServer: true, maxPayload: SUBSCRIPTION_SOCKET_LIMITS.maxMessageBytes });
  const disposable = useServer(
    {
      schema,
      roots,
      connectionInitWaitTimeout: SUBSCRIPTION_SOCKET_LIMITS.connectionInitTimeoutMs,
      // The operation being subscribed is already among the socket's when this runs.
      onSubscribe: (ctx) =>
        Object.keys(ctx.subscriptions).length > SUBSCRIPTION_SOCKET_LIMITS.maxOperations ? [new GraphQLError(TOO_MANY_OPERATIONS, { extensions: { code: 'TOO_MANY_REQUESTS' } })] : undefined,
    },
    wss,
  );
  return {
    handleUpgrade: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      wss.handleUpgrade(req, socket, head, (ws) => {
        // Counted where ws hands a message to its listeners, so graphql-ws never sees one past the budget.
        let window = { count: 0, since: Date.now() };
        const emit = ws.emit.bind(ws);
        ws.emit = (event: string | symbol, ...args: unknown[]): boolean => {
          if (event !== 'message') return emit(event, ...args);
          const now = Date.now();
          if (now - window.since >= SUBSCRIPTION_SOCKET_LIMITS.messageBudget.windowMs) window = { count: 0, since: now };
          window.count += 1;
          if (window.count <= SUBSCRIPTION_SOCKET_LIMITS.messageBudget.messages) return emit(event, ...args);
          // ws cuts off a client that does not answer the close within its own timeout.
          if (window.count === SUBSCRIPTION_SOCKET_LIMITS.messageBudget.messages + 1) ws.close(TOO_MANY_MESSAGES_CLOSE_CODE, 'Too many messages');
          return false;
        };
        wss.emit('connection', ws, req);
        // A socket's error is its client's doing (an oversized or broken frame), and ws closes it
        // with the fitting code by itself: nothing to log for each one a client cares to send.
        ws.removeAllListeners('error');
        ws.on('error', () => undefined);
      });
    },
    publish: (count: number) => events.emit('count', count),
    close: async () => {
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
