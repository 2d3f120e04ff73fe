import type { NextFunction, Request, Response } from 'express';
import { checkDocument, documentNesting, findUnsafeInput, findUnsafePath } from './input.js';
import { describeClientError, describeHttpFailure, HttpInputError } from './errors.js';

describe('input no service may be handed', () => {
  it('finds a NUL character wherever it sits, naming the field', () => {
    expect(findUnsafeInput({ name: 'Dawn', tags: ['ok', 'bad\u0000'] }, 32)).toBe('tags.1: must not contain a NUL character');
    expect(findUnsafeInput({ variables: { input: { name: '\u0000' } } }, 32)).toBe('variables.input.name: must not contain a NUL character');
    expect(findUnsafeInput({ ['a\u0000']: 1 }, 32)).toBe('field names must not contain a NUL character');
    expect(findUnsafeInput('\u0000', 32)).toBe('must not contain a NUL character');
  });

  it('finds a lone UTF-16 surrogate wherever it sits, and lets a whole pair through', () => {
    expect(findUnsafeInput({ location: '\ud800' }, 32)).toBe('location: must be valid Unicode text (it contains a lone UTF-16 surrogate)');
    expect(findUnsafeInput({ variables: { input: { name: 'a\udfffb' } } }, 32)).toBe('variables.input.name: must be valid Unicode text (it contains a lone UTF-16 surrogate)');
    expect(findUnsafeInput({ ['k\ud83e']: 1 }, 32)).toBe('field names must be valid Unicode text (a lone UTF-16 surrogate is not)');
    expect(findUnsafeInput(JSON.parse('{"timeZone":"Europe/\\ud800"}'), 32)).toBe('timeZone: must be valid Unicode text (it contains a lone UTF-16 surrogate)');
    expect(findUnsafeInput({ location: 'Lisbon \ud83e\uddd8' }, 32)).toBeUndefined();
  });

  it('lets ordinary text through, odd unicode included', () => {
    expect(findUnsafeInput({ name: 'Sitting 🧘 at dawn \u202e', count: 3, nested: [{ ok: true }] }, 32)).toBeUndefined();
  });

  it('refuses nesting deeper than allowed without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnsafeInput(deep, 32)).toMatch(/nested too deeply \(at most 32 levels\)$/);
    expect(findUnsafeInput({ a: { b: { c: 1 } } }, 3)).toBeUndefined();
  });

  it('reads a path segment by segment: bad percent-encoding and NUL are named as such', () => {
    expect(findUnsafePath('/group-sessions/%E0%A4%A')).toBe('path: malformed percent-encoding');
    expect(findUnsafePath('/group-sessions/%zz')).toBe('path: malformed percent-encoding');
    expect(findUnsafePath('/group-sessions/a%00b')).toBe('path: must not contain a NUL character');
    expect(findUnsafePath('/group-sessions/caf%C3%A9')).toBeUndefined();
  });

  it('measures how deeply a document nests, ignoring strings and comments', () => {
    expect(documentNesting('{ a { b(x: [1]) } }')).toBe(4);
    expect(documentNesting('{ a(text: "{{{{{{") # {{{{{{\n }')).toBe(2);
    expect(documentNesting('{ a(text: """ {{{{ \\""" {{{{ """) }')).toBe(2);
    expect(documentNesting(`${'{a'.repeat(5000)}${'}'.repeat(5000)}`)).toBe(5000);
  });
});

describe('what a failed request tells the client', () => {
  it('names what was wrong with the body, never the parser\'s own words', () => {
    expect(describeHttpFailure(Object.assign(new SyntaxError('Unexpected token } in JSON at position 12'), { status: 400, type: 'entity.parse.failed' }))).toEqual({ status: 400, message: 'body: must be valid JSON' });
    expect(describeHttpFailure(Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' }))).toEqual({ status: 413, message: 'body: too large' });
    expect(describeHttpFailure(new HttpInputError(415, 'body: must be sent as application/json'))).toEqual({ status: 415, message: 'body: must be sent as application/json' });
  });

  it('answers a path parameter that cannot be decoded as a path problem, not a body one', () => {
    expect(describeHttpFailure(Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400 }))).toEqual({ status: 400, message: 'path: malformed percent-encoding' });
  });

  it('answers a file of the built app that is not there as 404 Not found', () => {
    expect(describeHttpFailure(Object.assign(new Error("ENOENT: no such file or directory, stat '/srv/web/dist/assets/x.js'"), { status: 404, statusCode: 404 }))).toEqual({ status: 404, message: 'Not found' });
  });

  it('hides what failed inside the server', () => {
    expect(describeHttpFailure(new Error('connect ECONNREFUSED /var/run/secret.sock'))).toEqual({ status: 500, message: 'Internal server error' });
  });

  it('names what Node refused before the app saw the request', () => {
    expect(describeClientError('HPE_HEADER_OVERFLOW')).toEqual({ status: 431, message: 'headers: too large' });
    expect(describeClientError('ERR_HTTP_REQUEST_TIMEOUT')).toEqual({ status: 408, message: 'request: took too long to arrive' });
    expect(describeClientError('HPE_INVALID_METHOD')).toEqual({ status: 400, message: 'request: malformed HTTP' });
  });

  it('refuses a document nested too deeply every time it is sent, and lets a shallow one through every time', () => {
    const check = checkDocument(3, 10);
    const outcome = (query: string): unknown => {
      let passed: unknown = 'not called';
      check({ body: { query }, query: {} } as unknown as Request, {} as Response, ((error?: unknown) => (passed = error)) as NextFunction);
      return passed;
    };
    const deep = '{ a { b { c { d } } } }';
    const shallow = '{ a { b } }';
    for (let round = 0; round < 3; round++) {
      expect(outcome(deep)).toEqual(new HttpInputError(400, 'query: nested 4 levels deep (at most 3)'));
      expect(outcome(shallow)).toBeUndefined();
    }
    // Long documents are measured afresh each time, and still refused.
    const long = `${deep}${' '.repeat(10_000)}`;
    expect(outcome(long)).toEqual(new HttpInputError(400, 'query: nested 4 levels deep (at most 3)'));
    expect(outcome(long)).toEqual(new HttpInputError(400, 'query: nested 4 levels deep (at most 3)'));
  });

  it('measures each document of a batch, and refuses a batch that is empty or too large', () => {
    const check = checkDocument(3, 2);
    const outcome = (body: unknown): unknown => {
      let passed: unknown = 'not called';
      check({ body, query: {} } as unknown as Request, {} as Response, ((error?: unknown) => (passed = error)) as NextFunction);
      return passed;
    };
    expect(outcome([{ query: '{ a }' }, { query: '{ a { b } }' }])).toBeUndefined();
    expect(outcome([{ query: '{ a }' }, { query: '{ a { b { c { d } } } }' }])).toEqual(new HttpInputError(400, 'query: nested 4 levels deep (at most 3)'));
    expect(outcome([])).toEqual(new HttpInputError(400, 'body: a batch holds 0 operations (1 to 2)'));
    expect(outcome([{ query: '{ a }' }, { query: '{ a }' }, { query: '{ a }' }])).toEqual(new HttpInputError(400, 'body: a batch holds 3 operations (1 to 2)'));
    expect(outcome([{ query: '{ a }' }, 7])).toEqual(new HttpInputError(400, 'body: each operation of a batch must be an object'));
    expect(outcome([[]])).toEqual(new HttpInputError(400, 'body: each operation of a batch must be an object'));
  });
});
