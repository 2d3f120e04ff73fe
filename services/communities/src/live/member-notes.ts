import { z } from 'zod';
import { listenTo, type ChannelListener, type Redis } from '@peace/kit';
import { MemberRoles } from '@peace/proto';

/**
 * The communities service's membership notes, in Redis; this module alone knows their keys and
 * channel, and others use them through `@peace/communities/live`. Groups keeps a copy of who belongs
 * to which community from events, which reach it a few milliseconds after the person who joined
 * (or created the community) hears that they did; a person who acts in the community at once must
 * find the membership they just made. So the communities service notes every membership change as
 * it commits, before answering, and announces it on a channel: groups applies a note newer than its
 * copy before it judges a write, and every gateway hears at once that a socket's membership ended.
 */

/** The Redis commands the notes use, as ioredis's client offers them. */
export interface MemberNoteRedis {
  set(key: string, value: string, mode: 'PX', milliseconds: number): Promise<unknown>;
  get(key: string): Promise<string | null>;
  publish(channel: string, message: string): Promise<number>;
}

const COMMUNITY_MEMBERSHIP_CHANNEL = 'peace:communities:membership';
/** How long a membership stays noted: far longer than its event takes to reach every copy of it. */
export const COMMUNITY_MEMBER_NOTE_MS = 60_000;
const communityMemberNoteKey = (groupId: string, userId: string) => `{peace:community-members}:${groupId}:${userId}`;

export const communityMemberNote = z.object({
  groupId: z.uuid(),
  userId: z.uuid(),
  role: z.enum(Object.values(MemberRoles)),
  status: z.enum(['active', 'left']),
  /** Whether the community was public as the membership changed. */
  isPublic: z.boolean(),
  /** The change's time, as its event carries it: a copy applies whichever of the two is newer. */
  at: z.iso.datetime({ offset: true }),
});
export type CommunityMemberNote = z.infer<typeof communityMemberNote>;

/** A note read from Redis or a channel message, or null when it is not one. */
function readCommunityMemberNote(message: string | null): CommunityMemberNote | null {
  if (message === null) return null;
  try {
    const parsed = communityMemberNote.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export class CommunityMemberNotes {
  constructor(private readonly redis: MemberNoteRedis) {}

  async note(note: CommunityMemberNote): Promise<void> {
    const text = JSON.stringify(communityMemberNote.parse(note));
    await this.redis.set(communityMemberNoteKey(note.groupId, note.userId), text, 'PX', COMMUNITY_MEMBER_NOTE_MS);
    await this.redis.publish(COMMUNITY_MEMBERSHIP_CHANNEL, text);
  }

  /** The person's latest noted change in the community, if it is still noted. */
  async read(groupId: string, userId: string): Promise<CommunityMemberNote | null> {
    return readCommunityMemberNote(await this.redis.get(communityMemberNoteKey(groupId, userId)));
  }
}

/** Hears, on a connection in subscriber mode, every membership change as the communities service commits it. */
export function onMembershipChanged(subscriber: Redis, listener: (note: CommunityMemberNote) => void): ChannelListener {
  return listenTo(subscriber, [COMMUNITY_MEMBERSHIP_CHANNEL], (_channel, message) => {
    const note = readCommunityMemberNote(message);
    if (note) listener(note);
  });
}
