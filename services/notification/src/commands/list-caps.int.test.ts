// A person's latest emails over a real PostgreSQL holding more of them than the list's cap: at most
// the cap comes back, the size the gateway's cost model assumes of the list.
import { randomUUID } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '@peace/kit';
import { createServiceDatabase } from '@peace/scripts/testing';
import { emailLog, schema } from '../db/schema.js';
import { MAX_DELIVERIES_LISTED } from '../list-caps.js';
import { listDeliveries } from './deliveries.js';

let database: DatabaseHandle<typeof schema>;

beforeAll(async () => {
  database = createDatabase(await createServiceDatabase('notification', 'notification_caps'), schema, { max: 2 });
});

afterAll(async () => {
  await database?.close();
});

it('lists at most the cap of a person’s emails, the latest first', async () => {
  const userId = randomUUID();
  const start = Date.now() - 3_600_000;
  await database.db
    .insert(emailLog)
    .values(Array.from({ length: MAX_DELIVERIES_LISTED + 5 }, (_, index) => ({ userId, recipient: 'ana@example.com', kind: 'test', subject: `Email ${index}`, createdAt: new Date(start + index * 1000) })));
  const listed = await listDeliveries(database.db, userId);
  expect(listed).toHaveLength(MAX_DELIVERIES_LISTED);
  expect(listed[0]?.subject).toBe(`Email ${MAX_DELIVERIES_LISTED + 4}`);
});
