import { Link, Outlet, useLocation } from 'react-router';
import { loginUrl, teachingPaths } from '../routes/paths';
import { buttonClass } from '../ui/primitives';
import { Brand } from './Brand';
import { ScrollToTop } from './ScrollToTop';

const teachingLabels: Record<(typeof teachingPaths)[number], string> = {
  '/peace-meditation': 'Peace meditation',
  '/nonviolence-meditation': 'Nonviolence meditation',
  '/forgiveness-meditation': 'Forgiveness meditation',
  '/compassion-meditation': 'Compassion meditation',
  '/love-meditation': 'Love meditation',
  '/unity-meditation': 'Unity meditation',
  '/service-meditation': 'Service meditation',
};

/** The frame around every page a visitor sees. */
export function PublicShell() {
  const location = useLocation();
  const { pathname } = location;
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Brand />
          <a className={buttonClass('secondary', 'sm')} href={loginUrl(from ?? (pathname === '/' ? undefined : pathname))}>
            Sign in
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
            <p>Twenty minutes a day, five minutes at a time, for a more peaceful world.</p>
          </div>
          <nav aria-label="Meditations">
            <h2 className="site-footer__heading">Meditations</h2>
            <ul>
              {teachingPaths.map((path) => (
                <li key={path}>
                  <Link to={path}>{teachingLabels[path]}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Legal">
            <h2 className="site-footer__heading">About</h2>
            <ul>
              <li>
                <Link to="/privacy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/terms">Terms of Service</Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </>
  );
}
