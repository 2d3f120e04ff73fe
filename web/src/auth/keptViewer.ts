/**
 * The person last signed in on this device, kept in IndexedDB (as the offline queue keeps sits) so
 * that the app opened with the network gone, served by its worker, opens as them rather than as a
 * visitor. Only an answer of the sign-in check keeps it; a signed-out answer, signing out and
 * deleting the account forget it.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

const KEY = 'viewer';
let store: UseStore | undefined;
const viewers = () => (store ??= createStore('peace-practice-viewer', 'viewer'));
/** Where IndexedDB is missing (some private windows, a test's document), nobody is kept. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** What was kept, as it was kept: the caller reads it as the user it must be (or not). */
export async function keptViewer(): Promise<unknown> {
  if (!hasIndexedDb()) return null;
  try {
    return await get<unknown>(KEY, viewers());
  } catch {
    return null;
  }
}

export async function keepViewer(user: object): Promise<void> {
  if (!hasIndexedDb()) return;
  await set(KEY, user, viewers()).catch((error: unknown) => console.debug('Could not keep who is signed in on this device', error));
}

export async function forgetKeptViewer(): Promise<void> {
  if (!hasIndexedDb()) return;
  await del(KEY, viewers()).catch((error: unknown) => console.debug('Could not forget who was signed in on this device', error));
}
