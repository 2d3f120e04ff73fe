import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@peace/proto/domain';
import { isLanguage, negotiateLanguage } from '@peace/proto/language';

/**
 * The languages the app speaks, as the whole product names them (@peace/proto). English is the
 * source: its messages are written in the components, and the others' translations live in
 * src/locales/<code>/messages.po.
 */
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES as languages, type Language };

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
 * The language a browser's preferred languages (navigator.languages, most wanted first) choose,
 * read as the server reads its Accept-Language: 'de-AT' is German, the earlier wins, English
 * when the app speaks none of them.
 */
export function browserChoice(preferred: readonly string[]): Language {
  return negotiateLanguage(preferred.join(', '));
}
