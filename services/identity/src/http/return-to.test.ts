import { safeReturnTo } from './return-to.js';

describe('returnTo after sign-in', () => {
  it.each(['/', '/groups', '/groups/7b0c5d8e-8f1a-4a51-9d2e-1f0b1c2d3e4f', '/communities?tab=mine', '/stats#streaks', '/peace-meditation'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/../..//evil.example',
    '/./%2E%2E//evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/%E0%A4%A',
  ])('falls back to / for %j', (attempt) => {
    expect(safeReturnTo(attempt)).toBe('/');
  });

  it('falls back to / for anything that is not a string', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/groups', '//evil.example'])).toBe('/');
    expect(safeReturnTo({ path: '/groups' })).toBe('/');
  });

  it('falls back to / for an overlong path', () => {
    expect(safeReturnTo(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});
