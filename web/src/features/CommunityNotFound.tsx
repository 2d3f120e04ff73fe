import { Link } from 'react-router';
import { Icon } from '../ui/Icon';
import { buttonClass } from '../ui/primitives';

/** The spec's 'Community Not Found' card; members go back to their list, visitors explore. */
export function CommunityNotFound({ to, label }: { to: string; label: string }) {
  return (
    <div className="page page--narrow">
      <section className="card card--plain notice">
        <Icon name="users" size={32} className="notice__icon" />
        <h1 className="notice__title">Community Not Found</h1>
        <p className="notice__text">This meditation community doesn't exist or is no longer available.</p>
        <Link className={buttonClass('primary')} to={to}>
          {label}
        </Link>
      </section>
    </div>
  );
}
