import { jest } from '@jest/globals';

export interface RestCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: a status and a JSON body (204 has none). */
export type RestAnswer = { status: number; body?: unknown };

/** Answers a call by method and path ("PUT /api/reminders"); unknown calls get 404. */
export type RestRoutes = Record<string, (body: unknown) => RestAnswer>;

/**
 * Stands in for fetch with the app's REST routes as the test describes them, and records every
 * call. jsdom has no fetch of its own.
 */
export function fakeRest(routes: RestRoutes): { calls: RestCall[] } {
  const calls: RestCall[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const answer = routes[`${method} ${path}`]?.(body) ?? { status: 404, body: { message: 'Not found' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
    } as Response;
  };
  globalThis.fetch = jest.fn(fake);
  return { calls };
}
