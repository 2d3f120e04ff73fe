import type { IncomingHttpHeaders } from 'node:http';
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
 * Whether a request may change state: one that a page on another site could have made with the
 * user's cookies may not. An Origin, when sent, must be ours; without one, a Referer must be ours;
 * a client that sends neither (not a browser page) must carry X-Requested-With, which a browser
 * cannot add to a cross-site request without a CORS preflight, and we never grant one.
 */
export function sameSiteCheck(publicUrl: string): (headers: IncomingHttpHeaders) => boolean {
  const ours = new URL(publicUrl).origin;
  return (headers) => {
    const origin = single(headers['origin']);
    // Express reads the misspelt and the correct name alike.
    const referer = single(headers['referrer']) || single(headers['referer']);
    return origin !== undefined ? origin === ours : referer !== undefined ? originOf(referer) === ours : headers['x-requested-with'] !== undefined;
  };
}

/** A header as Express's req.header() reads it. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Refuses state-changing requests that fail sameSiteCheck. */
export function csrfGuard(publicUrl: string): RequestHandler {
  const allowed = sameSiteCheck(publicUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method) || allowed(req.headers)) {
      next();
      return;
    }
    res.status(403).json({ message: 'Cross-site request refused' });
  };
}
