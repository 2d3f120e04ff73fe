import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The address the browser opened. Its page starts where the browser puts it: a page rendered ahead
 * of time may already have been scrolled by the time the app takes it over.
 */
let opened: string | null = typeof window === 'undefined' ? null : window.location.pathname;

/** A new page starts at its top, as it would with ordinary links. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === opened) return;
    opened = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
