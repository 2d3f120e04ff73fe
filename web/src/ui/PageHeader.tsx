import type { ReactNode } from 'react';

/**
 * A page's heading, with its one-line summary under it. An action (e.g. Create Session) sits
 * beside them on wide screens; whatever else the page says of itself follows as children.
 */
export function PageHeader({
  title,
  description,
  action,
  before,
  variant = 'page',
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Shown above the heading, e.g. a Back button. */
  before?: ReactNode;
  /** A legal page's header sits closer to its prose. */
  variant?: 'page' | 'prose';
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const heading = (
    <>
      <h1 className={titleClassName}>{title}</h1>
      {description ? <p className="muted">{description}</p> : null}
    </>
  );
  return (
    <header className={[`${variant}-header`, action ? 'page-header--split' : null, className].filter(Boolean).join(' ')}>
      {before}
      {action ? <div>{heading}</div> : heading}
      {children}
      {action}
    </header>
  );
}
