import { placeOfAddress } from './location.js';

describe('the place of a network address', () => {
  it('names the city and country from the offline database, with no service asked', async () => {
    expect(await placeOfAddress('81.167.0.1')).toBe('Drammen, Norway');
    expect(await placeOfAddress('::ffff:81.167.0.1')).toBe('Drammen, Norway');
  });

  it('names the country alone when the database knows no city', async () => {
    expect(await placeOfAddress('2a01:4f8::1')).toBe('Germany');
  });

  it('knows no place for a private address or something that is not an address', async () => {
    expect(await placeOfAddress('127.0.0.1')).toBeNull();
    expect(await placeOfAddress('10.0.0.7')).toBeNull();
    expect(await placeOfAddress('not an address')).toBeNull();
  });
});
