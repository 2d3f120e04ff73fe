import { I18nProvider } from '@lingui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { activateLanguage, i18n } from './catalogue';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { readLanguageSetting, writeLanguageSetting } from './languageSetting';
import { saveLanguage } from './pageLanguage';

export interface LanguageChoice {
  /** The language every message is read in. */
  language: Language;
  /** Reads the app in `language` from now on, and remembers it; nothing else on the page changes. */
  choose: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

/**
 * The language the app is read in, for every screen below it. A signed-in person's is the one kept
 * on their profile (GET /api/settings/language), and choosing another keeps it there; a visitor's
 * is kept on the device. Either way the device remembers it, so the next visit opens in it at once.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(() => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE));
  const userId = useAuth().user?.id ?? null;

  const show = useCallback(async (next: Language) => {
    await activateLanguage(next);
    saveLanguage(next);
    setLanguage(next);
  }, []);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    readLanguageSetting()
      .then((kept) => (current ? show(kept) : undefined))
      .catch((error: unknown) => console.debug('The language kept on the profile could not be read', error));
    return () => {
      current = false;
    };
  }, [userId, show]);

  const choose = useCallback(
    async (next: Language) => {
      if (userId) await writeLanguageSetting(next);
      await show(next);
    },
    [userId, show],
  );
  const value = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext value={value}>{children}</LanguageContext>
    </I18nProvider>
  );
}

export function useLanguage(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguage needs a LanguageProvider');
  return choice;
}
