import { I18nProvider } from '@lingui/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { activateLanguage, i18n } from './catalogue';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { saveLanguage } from './pageLanguage';

export interface LanguageChoice {
  /** The language every message is read in. */
  language: Language;
  /** Reads the app in `language` from now on, and remembers it; nothing else on the page changes. */
  choose: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

/** The language the app is read in, for every screen below it. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(() => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE));
  const choose = useCallback(async (next: Language) => {
    await activateLanguage(next);
    saveLanguage(next);
    setLanguage(next);
  }, []);
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
