import type { Logger, Redis } from '@peace/kit';
import { onActiveSit } from '@peace/meditation/live';
import type { LiveServerMessage } from '@peace/proto/live';
import { onFiguresChanged } from '@peace/stats/live';

/** Where a person's socket is sent what concerns them alone. */
export interface PersonalSocket {
  send(message: LiveServerMessage): void;
}

/**
 * Forwards what the owners announce of one person to that person's sockets on this replica, and to
 * nobody else's: the meditation service's word that their sit changed, and the stats service's that
 * their figures changed (its read models have their sit). The person is the one the socket's session
 * cookie named when it opened, never one a socket claims.
 */
export function createPersonalRelay(options: { subscriber: Redis; logger: Logger }) {
  const { subscriber, logger } = options;
  const sockets = new Map<string, Set<PersonalSocket>>();
  const tell = (userId: string, message: LiveServerMessage) => {
    for (const socket of sockets.get(userId) ?? []) socket.send(message);
  };

  const sits = onActiveSit(
    subscriber,
    (announcement) => tell(announcement.userId, { type: 'activeSit', sit: announcement.sit }),
    () => logger.debug('unreadable active sit announcement ignored'),
  );
  const figures = onFiguresChanged(
    subscriber,
    (change) => tell(change.userId, { type: 'figuresChanged' }),
    () => logger.debug('unreadable figures announcement ignored'),
  );
  void Promise.all([sits.subscribed, figures.subscribed]).catch((error: unknown) => logger.error({ err: error }, 'personal channels subscribe failed'));

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
      sits.stop();
      figures.stop();
    },
  };
}
