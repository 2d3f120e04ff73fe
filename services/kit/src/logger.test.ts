import { serializeError } from './logger.js';

describe('error serialization for logs', () => {
  it('keeps what explains a failed query and drops its parameters', () => {
    const error = new Error('Failed query: insert into "identity"."users" ("email") values ($1)\nparams: ada@example.org,Ada,Lovelace');
    error.stack = `${error.message}\n    at insertUser (users.ts:10:5)`;
    Object.assign(error, { params: ['ada@example.org', 'Ada', 'Lovelace'] });
    const serialized = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('ada@example.org');
    expect(text).not.toContain('Lovelace');
    expect(serialized['params']).toBeUndefined();
    expect(serialized['message']).toContain('insert into "identity"."users"');
    expect(serialized['stack']).toContain('at insertUser');
  });

  it('scrubs the parameters of a wrapped cause too', () => {
    const cause = new Error('Failed query: select 1\nparams: secret-session-token');
    const error = new Error('lookup failed', { cause });
    expect(JSON.stringify(serializeError(error))).not.toContain('secret-session-token');
  });
});
