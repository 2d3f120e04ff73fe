import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Redis } from '@peace/kit';

const PREFIX = 'peace:oidc:';

// Models whose records belong to a grant, so revoking the grant removes them all.
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);
// Models that are consumed once; stored as a hash so consume() can mark them without a rewrite.
const CONSUMABLE = new Set(['AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

const grantKey = (id: string) => `${PREFIX}grant:${id}`;
const userCodeKey = (code: string) => `${PREFIX}userCode:${code}`;
const uidKey = (uid: string) => `${PREFIX}uid:${uid}`;

/**
 * Stores the provider's sessions, interactions, codes and tokens in Redis with their own expiry,
 * so the provider can restart or run as several replicas without signing anyone out.
 */
export function createRedisAdapter(redis: Redis): AdapterConstructor {
  return class RedisAdapter implements Adapter {
    constructor(private readonly name: string) {}

    private key(id: string): string {
      return `${PREFIX}${this.name}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const key = this.key(id);
      const multi = redis.multi();
      if (CONSUMABLE.has(this.name)) {
        multi.hset(key, 'payload', JSON.stringify(payload));
      } else {
        multi.set(key, JSON.stringify(payload));
      }
      if (expiresIn) multi.expire(key, expiresIn);
      if (GRANTABLE.has(this.name) && payload.grantId) {
        const listKey = grantKey(payload.grantId);
        multi.rpush(listKey, key);
        // The grant list lives as long as its longest-lived member.
        const ttl = await redis.ttl(listKey);
        if (expiresIn && expiresIn > ttl) multi.expire(listKey, expiresIn);
      }
      if (payload.userCode) {
        multi.set(userCodeKey(payload.userCode), id);
        if (expiresIn) multi.expire(userCodeKey(payload.userCode), expiresIn);
      }
      if (payload.uid) {
        multi.set(uidKey(payload.uid), id);
        if (expiresIn) multi.expire(uidKey(payload.uid), expiresIn);
      }
      await multi.exec();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (CONSUMABLE.has(this.name)) {
        const { payload, consumed } = await redis.hgetall(this.key(id));
        if (!payload) return undefined;
        return { ...(JSON.parse(payload) as AdapterPayload), ...(consumed ? { consumed: Number(consumed) } : {}) };
      }
      const raw = await redis.get(this.key(id));
      return raw ? (JSON.parse(raw) as AdapterPayload) : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = await redis.get(uidKey(uid));
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = await redis.get(userCodeKey(userCode));
      return id ? this.find(id) : undefined;
    }

    async destroy(id: string): Promise<void> {
      await redis.del(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const keys = await redis.lrange(grantKey(grantId), 0, -1);
      const multi = redis.multi();
      for (const key of keys) multi.del(key);
      multi.del(grantKey(grantId));
      await multi.exec();
    }

    async consume(id: string): Promise<void> {
      await redis.hset(this.key(id), 'consumed', Math.floor(Date.now() / 1000));
    }
  };
}
