import { restJson } from '../lib/restCalls';
import { isLanguage, type Language } from './languages';

const LANGUAGE_SETTING = '/api/settings/language';

function spoken(answer: { language?: unknown }): Language {
  if (!isLanguage(answer.language)) throw new Error(`The server named a language the app does not speak: ${String(answer.language)}`);
  return answer.language;
}

/** The signed-in person's language: the one they chose, else the one their browser's languages prefer. */
export async function readLanguageSetting(): Promise<Language> {
  return spoken(await restJson<{ language?: unknown }>('GET', LANGUAGE_SETTING));
}

/** Keeps `language` on the signed-in person's profile, for the app, their emails and their push messages. */
export async function writeLanguageSetting(language: Language): Promise<Language> {
  return spoken(await restJson<{ language?: unknown }>('PUT', LANGUAGE_SETTING, { language }));
}
