import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '../locales/en/messages.po';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { markDocument } from './pageLanguage';

// English comes with the app's own code: it is what nearly every first visit reads, and the
// build keeps only each message's id in the components. The others are fetched when chosen.
i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: english });

/** The languages whose messages have arrived. */
const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

/** A language's compiled messages, each in a chunk of its own that only its readers download. */
function fetchMessages(language: Exclude<Language, 'en'>): Promise<{ messages: Messages }> {
  switch (language) {
    case 'es':
      return import('../locales/es/messages.po');
    case 'de':
      return import('../locales/de/messages.po');
    case 'ja':
      return import('../locales/ja/messages.po');
    case 'ar':
      return import('../locales/ar/messages.po');
  }
}

/** Makes `language` the one every message is read in, and the document's, once its messages have arrived. */
export async function activateLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !loaded.has(language)) {
    const { messages } = await fetchMessages(language);
    i18n.load(language, messages);
    loaded.add(language);
  }
  i18n.activate(language);
  markDocument(language);
}

export { i18n };
