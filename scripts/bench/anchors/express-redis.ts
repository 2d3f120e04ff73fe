// Anchor: what one Redis read per request costs in Node with the usual tools. Express checks the
// signed session cookie, reads the meditation in progress with one Redis GET, computes the seconds
// left and answers JSON. Settings: ANCHOR_REDIS_URL, ANCHOR_SESSION_SECRET.
import express from 'express';
import { Redis } from 'ioredis';
import { activeAnswer, anchorSid, announcePort, anchorSessionKey } from './announce.js';

const redis = new Redis(process.env['ANCHOR_REDIS_URL'] ?? 'redis://127.0.0.1:6379');
const secret = process.env['ANCHOR_SESSION_SECRET'] ?? '';

const app = express();
app.disable('x-powered-by');
app.get('/active-session', async (req, res) => {
  const sid = anchorSid(req.header('cookie'), secret);
  if (!sid) {
    res.status(401).json({ message: 'Not signed in' });
    return;
  }
  const raw = await redis.get(anchorSessionKey(sid));
  if (raw === null) {
    res.status(404).json({ message: 'No active session' });
    return;
  }
  res.json({ state: 'meditating', ...activeAnswer(raw) });
});
const server = app.listen(0, '127.0.0.1', () => announcePort(server));
