import { Link, useLocation } from 'react-router';
import { activeNavEntry, navEntries } from '../routes/table';
import { Icon, type IconName } from '../ui/Icon';

const icons: Record<(typeof navEntries)[number]['to'], IconName> = {
  '/': 'home',
  '/communities': 'users',
  '/stats': 'chart',
  '/profile': 'user',
};

export function BottomNav() {
  const { pathname } = useLocation();
  const active = activeNavEntry(pathname);
  return (
    <nav className="bottom-nav" aria-label="Main">
      <ul className="bottom-nav__list">
        {navEntries.map((entry) => {
          const isActive = entry.to === active;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className={isActive ? 'bottom-nav__link bottom-nav__link--active' : 'bottom-nav__link'}
                aria-current={isActive ? 'page' : undefined}
              >
                <Icon name={icons[entry.to]} size={22} />
                <span>{entry.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
