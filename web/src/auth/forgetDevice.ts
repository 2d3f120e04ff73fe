import { endPushOnLeaving } from '../features/reminders/pushDevice';
import { forgetKeptCaches } from '../graphql/keptCache';
import { forgetAllDeviceSits } from '../practice/deviceSit';
import { forgetKeptViewer } from './keptViewer';

/**
 * Signing out or deleting the account leaves nothing of the person on this device that the app
 * would show: who they are, their last-known figures, a sit in progress; nor does this device
 * receive their pushes any more. Sits already finished wait in their queue for the person to sign
 * in again.
 */
export async function forgetThisDevice(): Promise<void> {
  forgetKeptCaches();
  forgetAllDeviceSits();
  await Promise.all([forgetKeptViewer(), endPushOnLeaving().catch((error: unknown) => console.warn('Could not end push on this device', error))]);
}
