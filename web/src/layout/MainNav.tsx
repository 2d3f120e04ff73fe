import { Link, useLocation } from 'react-router';
import { activeNavEntry, navEntries, wideNavEntries, type NavTarget } from '../routes/table';
import { Icon, type IconName } from '../ui/Icon';
import { BrandMark } from './Brand';

const icons: Record<NavTarget, IconName> = {
  '/': 'home',
  '/communities': 'users',
  '/stats': 'chart',
  '/profile': 'user',
  '/groups': 'calendar',
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
  return (
    <nav className="main-nav" aria-label="Main">
      <div className="main-nav__inner">
        <Link to="/" className="brand main-nav__brand">
          <BrandMark />
          <span className="brand__name">Peace Practice</span>
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
                  <span>{entry.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
