import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Database } from '@peace/kit';
import { providerKeys, type schema } from './db/schema.js';

/**
 * The provider's signing keys: generated at the first start and kept in PostgreSQL, so ID tokens
 * (and the logout hints built from them) stay valid across restarts and replicas. The embedded
 * provider is a local stand-in; whoever can read this table can read the sessions table too.
 */
export async function loadSigningKeys(db: Database<typeof schema>): Promise<JWK[]> {
  return db.transaction(async (tx) => {
    // Replicas starting together must agree on one key.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('oidc_provider.signing_keys'))`);
    const rows = await tx.select().from(providerKeys).orderBy(asc(providerKeys.createdAt));
    if (rows.length > 0) return rows.map((row) => row.jwk as JWK);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk: JWK = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    await tx.insert(providerKeys).values({ kid: jwk.kid!, jwk });
    return [jwk];
  });
}
