import type { NextFunction, Request, RequestHandler, Response } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests that a page on another site could have made with the user's
 * cookies. An Origin, when sent, must be ours; without one, a Referer must be ours; a client that
 * sends neither (not a browser page) must carry X-Requested-With, which a browser cannot add to a
 * cross-site request without a CORS preflight, and we never grant one.
 */
export function csrfGuard(publicUrl: string): RequestHandler {
  const ours = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method)) {
      next();
      return;
    }
    const origin = req.header('origin');
    const referer = req.header('referer');
    const allowed =
      origin !== undefined ? origin === ours : referer !== undefined ? originOf(referer) === ours : req.header('x-requested-with') !== undefined;
    if (allowed) {
      next();
      return;
    }
    res.status(403).json({ message: 'Cross-site request refused' });
  };
}
