// Anchor: what one Redis read per request costs in Node with the usual tools. Express checks the
// signed session cookie, reads the meditation in progress with one Redis GET, computes the seconds
// left and answers JSON. Settings: ANCHOR_REDIS_URL, ANCHOR_SESSION_SECRET.
import { Redis } from 'ioredis';
import { activeAnswer, anchorSessionKey, serveActiveSession } from './announce.js';

const redis = new Redis(process.env['ANCHOR_REDIS_URL'] ?? 'redis://127.0.0.1:6379');
const secret = process.env['ANCHOR_SESSION_SECRET'] ?? '';

serveActiveSession(secret, async (sid) => {
  const raw = await redis.get(anchorSessionKey(sid));
  return raw === null ? null : activeAnswer(raw);
});
