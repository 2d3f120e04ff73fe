import type { PushPayload } from '../pusher.js';

/** The kinds of message that reach a person besides the session emails of old. */
export type MessageKind = PushPayload['kind'];

/** What a reminder or session message says, and the page a tap opens. */
export function messageContent(kind: MessageKind, publicUrl: string, session?: { id: string; name: string }): PushPayload {
  const page = (path: string) => new URL(path, publicUrl).toString();
  switch (kind) {
    case 'daily-reminder':
      return { kind, title: 'Time to sit', body: 'Your daily practice is waiting. A few quiet minutes are enough.', url: page('/?timer=ready') };
    case 'streak-keeper':
      return { kind, title: 'Keep your streak', body: 'You have not sat today yet. A short sit keeps your streak going.', url: page('/?timer=ready') };
    case 'session-start':
      return { kind, title: `Live now: ${session?.name ?? 'a group session'}`, body: 'Your group session has begun. Join the others now.', url: page(`/groups/${session?.id ?? ''}`) };
    case 'session-reminder':
      return { kind, title: `Coming up: ${session?.name ?? 'a group session'}`, body: 'A group session you joined starts soon.', url: page(`/groups/${session?.id ?? ''}`) };
  }
}
