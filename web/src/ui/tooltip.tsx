import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * What shows that the person has started using the page: a pointer moving or pressed (a touch
 * too), a key, the keyboard focus moving. No tip can be asked for before one of them.
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;

let interacted = false;
const waiting = new Set<() => void>();

function interact() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, interact, true);
  for (const notify of [...waiting]) notify();
}

function subscribeToInteraction(notify: () => void): () => void {
  if (interacted) return () => {};
  if (waiting.size === 0) for (const type of INTERACTIONS) window.addEventListener(type, interact, { capture: true, passive: true });
  waiting.add(notify);
  return () => {
    waiting.delete(notify);
    if (waiting.size === 0 && !interacted) for (const type of INTERACTIONS) window.removeEventListener(type, interact, true);
  };
}

type Popup = ComponentType<{ content: ReactNode; children: ReactNode }>;

let popup: Popup | null = null;

function loadPopup(): Promise<Popup> {
  return import('./tooltipPopup').then((module) => (popup = module.default));
}

/**
 * A tip on hover and keyboard focus. The child paints at once; the popup and its positioning
 * code arrive when the person first points, touches or presses a key on the page, so loading
 * the page goes without them. The child must be focusable so keyboard users get the tip too.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const started = useSyncExternalStore(subscribeToInteraction, () => interacted, () => false);
  const [Popup, setPopup] = useState<Popup | null>(() => popup);
  const anchor = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!started || Popup) return;
    let live = true;
    loadPopup().then(
      (loaded) => {
        if (!live) return;
        // The child is mounted anew as the popup's trigger: keyboard focus on it is carried over.
        refocus.current = anchor.current?.contains(document.activeElement) ?? false;
        setPopup(() => loaded);
      },
      // Without its code the child simply has no tip.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [started, Popup]);

  useLayoutEffect(() => {
    if (!Popup || !refocus.current) return;
    refocus.current = false;
    const child = anchor.current?.firstElementChild;
    if (child instanceof HTMLElement) child.focus();
  }, [Popup]);

  return (
    <span ref={anchor} className="tooltip-anchor">
      {Popup ? <Popup content={content}>{children}</Popup> : children}
    </span>
  );
}
