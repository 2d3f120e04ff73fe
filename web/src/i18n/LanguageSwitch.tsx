import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import { toast } from '../ui/toastStore';
import { isLanguage, languageNames, languages } from './languages';
import { useLanguage } from './LanguageProvider';

/**
 * The choice of the language the app is read in, in every page's footer. A native select: the
 * keyboard, screen readers and a phone's own picker all know it. Each language is listed by its
 * own name, marked with its language so a screen reader says it right.
 */
export function LanguageSwitch() {
  const { language, choose } = useLanguage();
  const { t } = useLingui();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLanguage(next) || next === language) return;
    choose(next).catch((error: unknown) => {
      console.debug('The language could not be changed', error);
      toast({ title: t`The language could not be changed`, description: t`Check your connection and try again.`, variant: 'destructive' });
    });
  };
  return (
    <div className="language-switch">
      <label htmlFor={id} className="language-switch__label">
        <Trans>Language</Trans>
      </label>
      <select id={id} className="language-switch__select" value={language} onChange={onChange}>
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
