import { afterEach, beforeEach } from '@jest/globals';

/** Makes `zone` the viewer's own time zone (as the browser reports it) for every test of the file, whatever the machine's. */
export function viewerInZone(zone: string): void {
  const global = globalThis as { Temporal?: unknown };
  let original: unknown;
  beforeEach(() => {
    original = global.Temporal;
    global.Temporal = { Now: { timeZoneId: () => zone } };
  });
  afterEach(() => {
    global.Temporal = original;
  });
}
