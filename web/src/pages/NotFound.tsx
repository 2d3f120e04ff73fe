import { Link } from 'react-router';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { Icon } from '../ui/Icon';
import { buttonClass } from '../ui/primitives';

export default function NotFound() {
  useDocumentMeta(pageTitle('Page not found'));
  return (
    <div className="page page--narrow">
      <section className="card card--plain notice">
        <Icon name="alert" size={32} className="notice__icon" />
        <h1 className="notice__title">404 Page Not Found</h1>
        <p className="notice__text">Did you forget to add the page to the router?</p>
        <Link className={buttonClass('secondary')} to="/">
          <Icon name="home" /> Back to home
        </Link>
      </section>
    </div>
  );
}
