import { initialLanguage, markDocument, saveLanguage, savedLanguage, SAVED_LANGUAGE_KEY } from './pageLanguage';

afterEach(() => {
  window.localStorage.clear();
  markDocument('en');
});

describe('the language a page opens in', () => {
  it.each([
    [['de-AT', 'en-US'], 'de'],
    [['pt-BR', 'ja-JP', 'en'], 'ja'],
    [['AR-EG'], 'ar'],
    [['es-419'], 'es'],
    [['en-GB', 'de'], 'en'],
  ] as const)('is the first of the browser languages %j the app speaks: %s', (browser, expected) => {
    expect(initialLanguage(null, browser)).toBe(expected);
  });

  it('is English when the app speaks none of the browser languages, or the browser names none', () => {
    expect(initialLanguage(null, ['pt-BR', 'fr'])).toBe('en');
    expect(initialLanguage(null, [])).toBe('en');
  });

  it('is the one chosen on this device over the browser languages', () => {
    saveLanguage('ar');
    expect(savedLanguage()).toBe('ar');
    expect(initialLanguage(savedLanguage(), ['de-DE'])).toBe('ar');
  });

  it('ignores a kept value that is no language the app speaks', () => {
    window.localStorage.setItem(SAVED_LANGUAGE_KEY, 'fr');
    expect(savedLanguage()).toBeNull();
    expect(initialLanguage(savedLanguage(), ['ja'])).toBe('ja');
  });

  it('matches by the primary subtag only, never a prefix of it', () => {
    expect(initialLanguage(null, ['eng', 'dea', 'de'])).toBe('de');
  });
});

describe("the document's language and direction", () => {
  it('reads right to left in Arabic and left to right in every other language', () => {
    markDocument('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    for (const language of ['en', 'es', 'de', 'ja'] as const) {
      markDocument(language);
      expect(document.documentElement).toHaveAttribute('lang', language);
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    }
  });
});
