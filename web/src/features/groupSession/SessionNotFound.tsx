import { Link } from 'react-router';
import { loginUrl } from '../../routes/paths';
import { Icon } from '../../ui/Icon';
import { buttonClass } from '../../ui/primitives';

/** A session the graph does not have: the way back to the sessions, or to signing in. */
export function SessionNotFound({ signedIn, returnTo }: { signedIn: boolean; returnTo: string }) {
  return (
    <section className="card card--plain notice">
      <Icon name="alert" size={32} className="notice__icon" />
      <h1 className="notice__title">Session Not Found</h1>
      <p className="notice__text">
        This meditation session may have ended, been canceled, or the link might be incorrect.
      </p>
      <div className="notice__actions">
        {signedIn ? (
          <>
            <Link className={buttonClass('primary')} to="/groups">
              View Active Sessions
            </Link>
            <Link className={buttonClass('secondary')} to="/communities">
              Browse Communities
            </Link>
          </>
        ) : (
          <a className={buttonClass('primary')} href={loginUrl(returnTo)}>
            Sign In to Access Sessions
          </a>
        )}
      </div>
    </section>
  );
}
