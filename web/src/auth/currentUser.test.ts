import { displayName, readCurrentUser } from './currentUser';
import { meRequestBody } from './meRequest';

// jsdom has no fetch Response; this carries just what the reader looks at.
function response(status: number, body: string, type = 'application/json'): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
    json: () => Promise.resolve(JSON.parse(body) as unknown),
  } as unknown as Response;
}

describe('sign-in state', () => {
  it("reads a signed-in user from the graph's me", async () => {
    const user = await readCurrentUser(
      response(200, JSON.stringify({ data: { me: { id: 'u1', firstName: 'Ada', lastName: '', email: 'a@b.c', createdAt: '2024-01-01' } } }))
    );
    expect(user).toEqual({
      id: 'u1',
      firstName: 'Ada',
      lastName: null,
      email: 'a@b.c',
      profileImageUrl: null,
      createdAt: '2024-01-01',
    });
  });

  it('treats a null me as signed out', async () => {
    await expect(readCurrentUser(response(200, '{"data":{"me":null}}'))).resolves.toBeNull();
  });

  it('treats any failure, or an answer that is not a user, as signed out', async () => {
    await expect(readCurrentUser(null)).resolves.toBeNull();
    await expect(readCurrentUser(response(503, '{"message":"Service unavailable"}'))).resolves.toBeNull();
    await expect(readCurrentUser(response(200, '{"data":null,"errors":[{"message":"Unexpected error."}]}'))).resolves.toBeNull();
    await expect(readCurrentUser(response(200, '{"id":"u1"}'))).resolves.toBeNull();
    await expect(readCurrentUser(response(500, 'oops', 'text/plain'))).resolves.toBeNull();
    await expect(readCurrentUser(response(200, '<!doctype html>', 'text/html'))).resolves.toBeNull();
    await expect(readCurrentUser(response(200, '{"name":"no id"}'))).resolves.toBeNull();
  });
});

describe('the sign-in check', () => {
  it("asks the graph for me, the Me query's fields", () => {
    const body = JSON.parse(meRequestBody()) as { operationName: string; query: string };
    expect(body.operationName).toBe('Me');
    expect(body.query.replace(/\s+/g, ' ')).toBe('query Me { me { id firstName lastName email profileImageUrl createdAt } googleSignIn }');
  });
});

describe('displayName', () => {
  it('joins first and last name, falling back to Peace Seeker', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: null })).toBe('Peace Seeker');
  });
});
