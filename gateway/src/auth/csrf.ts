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
 * cookies. Such a request passes when its Origin is ours, or, from a browser that sent no
 * Origin, when its Referer is ours, or when it carries X-Requested-With: a browser cannot add
 * that header to a cross-site request without a CORS preflight, and we never grant one.
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
    const sameOrigin = origin !== undefined ? origin === ours : referer !== undefined && originOf(referer) === ours;
    if (sameOrigin || req.header('x-requested-with') !== undefined) {
      next();
      return;
    }
    res.status(403).json({ message: 'Cross-site request refused' });
  };
}
