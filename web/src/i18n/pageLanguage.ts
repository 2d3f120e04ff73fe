import { browserChoice, isLanguage, textDirection, type Language } from './languages';

/** Where a visitor's choice is kept on the device: they have no profile to keep it on. */
export const SAVED_LANGUAGE_KEY = 'peace.language';

/** The language chosen on this device, if any (storage can be refused, as in a private window). */
export function savedLanguage(): Language | null {
  try {
    const saved = window.localStorage.getItem(SAVED_LANGUAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(SAVED_LANGUAGE_KEY, language);
  } catch (error) {
    console.debug('The language chosen cannot be kept on this device', error);
  }
}

/** The browser's languages, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The language a page opens in before anything is asked of the server: the one chosen on this
 * device, else the first of the browser's the app speaks, else English.
 */
export function initialLanguage(saved: Language | null = savedLanguage(), browser: readonly string[] = browserLanguages()): Language {
  return saved ?? browserChoice(browser);
}

/** `<html lang dir>` for a language, so screen readers, fonts and the layout's direction follow it. */
export function markDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}
