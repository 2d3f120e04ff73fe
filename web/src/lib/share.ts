import { countOf } from './plural';

export interface ShareStats {
  totalSessions: number;
  totalMinutes: number;
  streak: number;
}

/** The summary a person shares from their profile. */
export function shareText({ totalSessions, totalMinutes, streak }: ShareStats): string {
  return (
    `My Peace Practice journey: ${countOf(totalSessions, 'meditation session', 'meditation sessions')}, ` +
    `${countOf(totalMinutes, 'minute', 'minutes')} of practice and a ${streak}-day streak. ` +
    'Join me in meditating for a more peaceful world.'
  );
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export interface ShareTargets {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  writeText: (text: string) => Promise<void>;
}

/**
 * Uses the device's share sheet when there is one, else the clipboard.
 * A person closing the share sheet is not an error.
 */
export async function shareProgress(stats: ShareStats, url: string, targets: ShareTargets): Promise<ShareOutcome> {
  const text = shareText(stats);
  if (targets.share) {
    try {
      await targets.share({ title: 'My Peace Practice Journey', text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await targets.writeText(`${text} ${url}`);
  return 'copied';
}
