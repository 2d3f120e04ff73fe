import { profileFromClaims } from './relying-party.js';

describe('reading a provider profile from OpenID Connect claims', () => {
  it('takes the standard claims, lower-casing the email', () => {
    expect(
      profileFromClaims('https://accounts.google.com', {
        sub: '1234567890',
        email: 'Ada@Example.COM',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
      }),
    ).toEqual({
      issuer: 'https://accounts.google.com',
      subject: '1234567890',
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
    });
  });

  it('treats a missing or false email_verified as unverified, and accepts the string "true"', () => {
    expect(profileFromClaims('i', { sub: 's', email: 'a@example.com' }).emailVerified).toBe(false);
    expect(profileFromClaims('i', { sub: 's', email: 'a@example.com', email_verified: 'false' }).emailVerified).toBe(false);
    expect(profileFromClaims('i', { sub: 's', email: 'a@example.com', email_verified: 'true' }).emailVerified).toBe(true);
  });

  it('uses the full name when the provider gives no given or family name', () => {
    expect(profileFromClaims('i', { sub: 's', name: 'Thich Nhat Hanh' })).toMatchObject({ firstName: 'Thich Nhat Hanh', lastName: null });
  });

  it('ignores claims that fail their checks instead of failing the sign-in', () => {
    expect(profileFromClaims('i', { sub: 's', email: 'not an email', picture: 'javascript:alert(1)', given_name: '   ', family_name: 42 })).toEqual({
      issuer: 'i',
      subject: 's',
      email: null,
      emailVerified: false,
      firstName: null,
      lastName: null,
      picture: null,
    });
  });

  it('refuses claims without a subject', () => {
    expect(() => profileFromClaims('i', { email: 'a@example.com' })).toThrow();
  });
});
