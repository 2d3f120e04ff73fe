import type { Logger, Redis } from '@peace/kit';
import { onActiveSit } from '@peace/meditation/live';
import type { LiveServerMessage } from '@peace/proto/live';

/** Where a person's socket is sent what concerns them alone. */
export interface PersonalSocket {
  send(message: LiveServerMessage): void;
}

/**
 * Forwards the meditation service's announcements of a person's sit changing to that person's
 * sockets on this replica, and to nobody else's. The person is the one the socket's session
 * cookie named when it opened, never one a socket claims.
 */
export function createActiveSitRelay(options: { subscriber: Redis; logger: Logger }) {
  const { subscriber, logger } = options;
  const sockets = new Map<string, Set<PersonalSocket>>();

  const announcements = onActiveSit(
    subscriber,
    (announcement) => {
      const message: LiveServerMessage = { type: 'activeSit', sit: announcement.sit };
      for (const socket of sockets.get(announcement.userId) ?? []) socket.send(message);
    },
    () => logger.debug('unreadable active sit announcement ignored'),
  );
  void announcements.subscribed.catch((error: unknown) => logger.error({ err: error }, 'active sit channel subscribe failed'));

  return {
    add(userId: string, socket: PersonalSocket): void {
      let mine = sockets.get(userId);
      if (!mine) {
        mine = new Set();
        sockets.set(userId, mine);
      }
      mine.add(socket);
    },
    remove(userId: string, socket: PersonalSocket): void {
      const mine = sockets.get(userId);
      mine?.delete(socket);
      if (mine?.size === 0) sockets.delete(userId);
    },
    close(): void {
      announcements.stop();
    },
  };
}
