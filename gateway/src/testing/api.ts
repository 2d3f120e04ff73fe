import type pg from 'pg';
import { signInThroughProvider, type Browser, type SignInAs } from '@peace/identity/testing';

export interface ApiCall {
  method: string;
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as JSON, in place of body. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  type: string;
  /** The body parsed when it is JSON, its text when it is not (a calendar feed), undefined when empty. */
  json: unknown;
  headers: Headers;
}

/** Asks the gateway as the web app does: JSON in and out, from the gateway's own origin, with the browser's cookies. */
export async function callApi(baseUrl: string, client: Browser, call: ApiCall): Promise<ApiAnswer> {
  const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const response = await client.request(`${baseUrl}${call.path}`, {
    method: call.method,
    headers: { accept: 'application/json', origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const json = !text ? undefined : type.includes('json') ? (JSON.parse(text) as unknown) : text;
  return { status: response.status, type, json, headers: response.headers };
}

/** Signs the browser in through the provider, as a person does; answers their user id. */
export async function signInAs(baseUrl: string, browser: Browser, as: SignInAs): Promise<string> {
  await signInThroughProvider(browser, `${baseUrl}/api/login`, as);
  const answer = await callApi(baseUrl, browser, { method: 'GET', path: '/api/auth/user' });
  if (answer.status !== 200) throw new Error(`signed in as ${as.email}, yet /api/auth/user answered ${answer.status}`);
  return (answer.json as { id: string }).id;
}

/** Dates the person's meditation account a day back, so that a sit they say began an hour ago is theirs to record. */
export async function signedUpADayAgo(db: pg.Client, userId: string): Promise<void> {
  await db.query(`insert into meditation.accounts (user_id, created_at) values ($1, now() - interval '1 day') on conflict (user_id) do update set created_at = excluded.created_at`, [userId]);
}
