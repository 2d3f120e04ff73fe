/**
 * The languages the web app speaks. English is the source: its messages are written in the
 * components, and the others' translations live in src/locales/<code>/messages.po.
 */
export const languages = ['en', 'es', 'de', 'ja', 'ar'] as const;

export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Each language by its own name, as a reader of that language looks for it in any other. */
/* eslint-disable lingui/no-unlocalized-strings -- a language's own name is the same in every language */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ja: '日本語',
  ar: 'العربية',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first of a browser's preferred languages (navigator.languages, most wanted first) that the
 * app speaks, by its primary subtag: 'de-AT' is German, 'pt-BR' is nothing the app speaks.
 */
export function matchLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}
