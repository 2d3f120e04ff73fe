import { createSocketAdmission } from '../ws/admission.js';
import { graphWatchAccess } from '../ws/access.js';
import { attachPresenceSocket } from '../ws/presence.js';
import { attachSubscriptions } from '../ws/subscriptions.js';
import type { Mount } from './mount.js';

/**
 * The live sockets: /ws (presence, group sessions, a person's own sit) and the count subscription
 * on /graphql. One dispatcher for every upgrade: a socket gets an error handler before anything
 * else, so a client resetting it cannot crash the process, and upgrades to any other path are closed.
 */
export const socketMount: Mount = {
  name: 'socket',
  attach: ({ config, logger, server, parts: { redis, subscriber, clock, controlledClock, sessions, limits, graph } }) => {
    // The count function runs only after both exist.
    const subscriptions = attachSubscriptions(() => presence.count());
    const presence = attachPresenceSocket({
      redis,
      subscriber,
      ttlMs: config.PRESENCE_TTL_MS,
      clock,
      logger,
      watchAccess: graphWatchAccess(graph),
      resolveSession: async (req) => {
        const session = await sessions.lookup(req.headers.cookie);
        return session && { userId: session.userId, sid: session.sid };
      },
      onCount: (count) => subscriptions.publish(count),
      onClockChange: controlledClock ? (listener) => controlledClock.onChange(listener) : undefined,
    });
    const admitSocket = createSocketAdmission({ publicUrl: config.PUBLIC_URL, limit: (req) => limits.socket(req, () => sessions.resolve(req.headers.cookie)) });
    server.on('upgrade', (req, socket, head) => {
      socket.on('error', () => socket.destroy());
      const path = (req.url ?? '').split('?')[0];
      if (path === '/ws') admitSocket(req, socket, () => presence.handleUpgrade(req, socket, head));
      else if (path === '/graphql') admitSocket(req, socket, () => subscriptions.handleUpgrade(req, socket, head));
      else socket.destroy();
    });
    return { close: async () => Promise.all([presence.close(), subscriptions.close()]).then(() => undefined) };
  },
};
