import { Link } from 'react-router';

/** The app's name, the same in every language. */
export const BRAND_NAME = 'Peace Practice';

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="brand__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <circle cx="32" cy="32" r="19" fill="none" stroke="var(--on-primary)" strokeWidth="3" opacity=".45" />
      <path
        d="M32 17c-6.5 6.2-8.8 12-6.8 17.2 1.3 3.4 4 5.7 6.8 7 2.8-1.3 5.5-3.6 6.8-7 2-5.2-.3-11-6.8-17.2Z"
        fill="var(--on-primary)"
      />
      <path
        d="M16 38c5.2 0 10 2.2 13.2 5.9M48 38c-5.2 0-10 2.2-13.2 5.9"
        fill="none"
        stroke="var(--on-primary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Brand() {
  return (
    <Link to="/" className="brand">
      <BrandMark />
      <span className="brand__name">{BRAND_NAME}</span>
    </Link>
  );
}
