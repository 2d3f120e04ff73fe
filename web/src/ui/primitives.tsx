/** The small component set every screen is built from. */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light' | 'ghost-light';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Class names for anything that should look like a button, including links. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(' ');
}

type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
};

export function Button({ variant, size, icon, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} {...rest}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </button>
  );
}

type CardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  title?: ReactNode;
  /** The heading level that fits the page outline. */
  level?: 2 | 3;
  icon?: IconName;
  aside?: ReactNode;
  tone?: 'plain' | 'accent' | 'calm';
};

export function Card({ title, level = 2, icon, aside, tone = 'plain', className, children, ...rest }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={['card', `card--${tone}`, className].filter(Boolean).join(' ')} {...rest}>
      {title ? (
        <header className="card__header">
          <Heading className="card__title">
            {icon ? <Icon name={icon} className="card__icon" /> : null}
            {title}
          </Heading>
          {aside ? <div className="card__aside">{aside}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}

export type BadgeTone = 'neutral' | 'primary' | 'common' | 'rare' | 'epic' | 'legendary' | 'live' | 'warning';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

/** A placeholder block shown while content loads; hidden from assistive tech. */
export function Skeleton({ className, style }: { className?: string; style?: React.CSSProperties }) {
  return <span className={['skeleton', className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}

/** A circular gauge. Purely visual: callers put the readable value in the middle. */
export function Ring({
  value,
  size = 132,
  stroke = 10,
  children,
  className,
}: {
  /** 0 to 1. */
  value: number;
  size?: number;
  stroke?: number;
  children?: ReactNode;
  className?: string;
}) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.max(0, Math.min(1, value));
  return (
    <div className={['ring', className].filter(Boolean).join(' ')} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle className="ring__track" cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} fill="none" />
        <circle
          className="ring__value"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <div className="ring__center">{children}</div>
    </div>
  );
}

/** A full-screen waiting state with a visible, announced message. */
export function FullScreenStatus({ children = 'Loading...' }: { children?: ReactNode }) {
  return (
    <div className="fullscreen-status" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span className="inline-status" role="status">
      <span className="spinner spinner--sm" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}

/** A labelled figure, e.g. a counter on the profile. */
export function Stat({ value, label }: { value: ReactNode; label: ReactNode }) {
  return (
    <div className="stat">
      <span className="stat__value">{value}</span>
      <span className="stat__label">{label}</span>
    </div>
  );
}

export function EmptyState({ icon, title, children }: { icon?: IconName; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty">
      {icon ? <Icon name={icon} className="empty__icon" size={28} /> : null}
      <p className="empty__title">{title}</p>
      {children}
    </div>
  );
}

/** One fact in a `facts-inline` list: a small icon and its words. */
export function Fact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li>
      <Icon name={icon} size={16} /> {children}
    </li>
  );
}
