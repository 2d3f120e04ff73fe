import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top, as it would with ordinary links. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
