import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { activeNavEntry, navEntries, wideNavEntries, type NavTarget } from '../routes/table';
import { Icon, type IconName } from '../ui/Icon';
import { BRAND_NAME, BrandMark } from './Brand';

const icons: Record<NavTarget, IconName> = {
  '/': 'home',
  '/communities': 'users',
  '/stats': 'chart',
  '/profile': 'user',
  '/groups': 'calendar',
};

/** What each entry is called. */
const labels: Record<NavTarget, MessageDescriptor> = {
  '/': msg`Home`,
  '/communities': msg`Communities`,
  '/stats': msg`Stats`,
  '/profile': msg`Profile`,
  '/groups': msg`Group Sessions`,
};

const phoneEntries: ReadonlySet<NavTarget> = new Set(navEntries.map((entry) => entry.to));

/**
 * The one main navigation. On a phone it is the four-entry bar at the bottom;
 * from 1024 px it is a top bar with the brand and group sessions as well
 * (app.css hides what the phone does not show).
 */
export function MainNav() {
  const { pathname } = useLocation();
  const active = activeNavEntry(pathname);
  const { t, i18n } = useLingui();
  return (
    <nav className="main-nav" aria-label={t`Main`}>
      <div className="main-nav__inner">
        <Link to="/" className="brand main-nav__brand">
          <BrandMark />
          <span className="brand__name">{BRAND_NAME}</span>
        </Link>
        <ul className="main-nav__list">
          {wideNavEntries.map((entry) => {
            const isActive = entry.to === active;
            return (
              <li key={entry.to} className={phoneEntries.has(entry.to) ? undefined : 'main-nav__wide-only'}>
                <Link
                  to={entry.to}
                  className={isActive ? 'main-nav__link main-nav__link--active' : 'main-nav__link'}
                  aria-current={isActive ? 'page' : undefined}
                >
                  <Icon name={icons[entry.to]} size={22} />
                  <span>{i18n._(labels[entry.to])}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
