import { isLanguage, negotiateLanguage } from './language.js';

describe('the language an Accept-Language header prefers', () => {
  it.each([
    ['de', 'de'],
    ['ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', 'ja'],
    ['fr-FR, fr;q=0.9, es;q=0.8, en;q=0.7', 'es'],
    ['AR-eg', 'ar'],
  ])('takes the first shipped one by weight: %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('weighs by q, not by order', () => {
    expect(negotiateLanguage('en;q=0.3, de;q=0.9, es;q=0.5')).toBe('de');
    expect(negotiateLanguage('es;q=0.500, ja;q=0.501')).toBe('ja');
  });

  it('breaks a tie by the order of the header', () => {
    expect(negotiateLanguage('es;q=0.8, de;q=0.8')).toBe('es');
    expect(negotiateLanguage('de, es')).toBe('de');
  });

  it('falls back from a region or script to its language', () => {
    expect(negotiateLanguage('de-AT')).toBe('de');
    expect(negotiateLanguage('es-419')).toBe('es');
    expect(negotiateLanguage('ja-Jpan-JP')).toBe('ja');
    expect(negotiateLanguage('fr-CH, de-CH;q=0.9, de;q=0.2')).toBe('de');
  });

  it('lets the range naming a language exactly outweigh its regions', () => {
    expect(negotiateLanguage('de-AT;q=0.9, de;q=0.1, es;q=0.5')).toBe('es');
    expect(negotiateLanguage('de-AT;q=0.9, de-CH;q=0.1, es;q=0.5')).toBe('de');
  });

  it('does not take a language a tag only starts with', () => {
    expect(negotiateLanguage('den, esx, arn')).toBe('en');
  });

  it('reads "*" as any language not named otherwise, English first', () => {
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage('fr, *;q=0.5')).toBe('en');
    expect(negotiateLanguage('fr, *;q=0.1, ja;q=0.5')).toBe('ja');
    expect(negotiateLanguage('en;q=0, *')).toBe('es');
  });

  it('refuses a language weighed 0', () => {
    expect(negotiateLanguage('de;q=0, es;q=0.1')).toBe('es');
    expect(negotiateLanguage('de;q=0.000')).toBe('en');
    expect(negotiateLanguage('de-AT;q=0')).toBe('en');
  });

  it('answers English without a header, or with nothing shipped in it', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage(null)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('fr-FR, pt;q=0.8, zh-Hant')).toBe('en');
  });

  it('leaves out a malformed entry and reads the rest', () => {
    expect(negotiateLanguage('de;q=2, es')).toBe('es');
    expect(negotiateLanguage('de;q=abc, ja;q=0.4')).toBe('ja');
    expect(negotiateLanguage('de;q=0.1234, ar;q=0.2')).toBe('ar');
    expect(negotiateLanguage('d e, es;q=0.3')).toBe('es');
    expect(negotiateLanguage('toolongsubtag, de-, -de, de--AT, ja;q=0.1')).toBe('ja');
    expect(negotiateLanguage('de;level=1, es;q=0.2')).toBe('es');
    expect(negotiateLanguage(',,;;==, , es')).toBe('es');
  });

  it('answers English for a header that is malformed throughout', () => {
    for (const header of ['de;q=', ';q=1', '💥', 'de;q=1;q', '\u0000de', 'x'.repeat(10_000)]) expect(negotiateLanguage(header)).toBe('en');
  });
});

describe('a language code', () => {
  it('is one of the five shipped, exactly', () => {
    expect(['en', 'es', 'de', 'ja', 'ar'].every(isLanguage)).toBe(true);
    expect(['EN', 'de-AT', 'fr', '', null, 1, undefined].some(isLanguage)).toBe(false);
  });
});
