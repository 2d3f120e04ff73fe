import { lazy, Suspense, type ReactNode } from 'react';

// The popup and its positioning code are fetched alongside the page rather than before it:
// the child paints at once and gains its tip when that code arrives, long before a hover
// waits out the tip's delay.
const TooltipPopup = lazy(() => import('./tooltipPopup'));

/** The child must be focusable so keyboard users get the tip too. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <TooltipPopup content={content}>{children}</TooltipPopup>
    </Suspense>
  );
}
