// A person whose account is older than the sit a suite records for them: a sit cannot begin before
// its account existed, so a sit posted at once after signing up would be refused.
import type { Page } from 'playwright-core';
import pg from 'pg';

/** The stack's PostgreSQL, which the global setup names when it starts the stack. */
const stackDatabaseUrl = process.env.PEACE_STACK_DATABASE_URL;

/** Makes the signed-in person of page a day old, as the meditation service knows the account. */
export async function signedUpADayAgo(page: Page): Promise<void> {
  if (!stackDatabaseUrl) throw new Error("this case needs the stack's database (PEACE_STACK_DATABASE_URL, set when the global setup starts the stack, i.e. without PEACE_BASE_URL)");
  const answer = await page.request.get('/api/auth/user');
  if (!answer.ok()) throw new Error(`who is signed in answered ${answer.status()}`);
  const { id } = (await answer.json()) as { id: string };
  const db = new pg.Client({ connectionString: stackDatabaseUrl });
  await db.connect();
  try {
    await db.query(`insert into meditation.accounts (user_id, created_at) values ($1, now() - interval '1 day') on conflict (user_id) do update set created_at = excluded.created_at`, [id]);
  } finally {
    await db.end();
  }
}
