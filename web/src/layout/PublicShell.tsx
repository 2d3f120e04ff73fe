import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { loginUrl, teachingPaths } from '../routes/paths';
import { buttonClass } from '../ui/primitives';
import { Brand } from './Brand';
import { ScrollToTop } from './ScrollToTop';

const teachingLabels: Record<(typeof teachingPaths)[number], MessageDescriptor> = {
  '/peace-meditation': msg`Peace meditation`,
  '/nonviolence-meditation': msg`Nonviolence meditation`,
  '/forgiveness-meditation': msg`Forgiveness meditation`,
  '/compassion-meditation': msg`Compassion meditation`,
  '/love-meditation': msg`Love meditation`,
  '/unity-meditation': msg`Unity meditation`,
  '/service-meditation': msg`Service meditation`,
};

/** The frame around every page a visitor sees. */
export function PublicShell() {
  const location = useLocation();
  const { pathname } = location;
  const from = (location.state as { from?: string } | null)?.from;
  const { t, i18n } = useLingui();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Brand />
          <a className={buttonClass('secondary', 'sm')} href={loginUrl(from ?? (pathname === '/' ? undefined : pathname))}>
            <Trans>Sign in</Trans>
          </a>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <div className="site-footer__brand">
            <Brand />
            <p>
              <Trans>Twenty minutes a day, five minutes at a time, for a more peaceful world.</Trans>
            </p>
          </div>
          <nav aria-label={t`Meditations`}>
            <h2 className="site-footer__heading">
              <Trans>Meditations</Trans>
            </h2>
            <ul>
              {teachingPaths.map((path) => (
                <li key={path}>
                  <Link to={path}>{i18n._(teachingLabels[path])}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t`Legal`}>
            <h2 className="site-footer__heading">
              <Trans>About</Trans>
            </h2>
            <ul>
              <li>
                <Link to="/privacy">
                  <Trans>Privacy Policy</Trans>
                </Link>
              </li>
              <li>
                <Link to="/terms">
                  <Trans>Terms of Service</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </footer>
    </>
  );
}
