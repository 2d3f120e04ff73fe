import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { Icon } from '../ui/Icon';
import { buttonClass } from '../ui/primitives';

export default function NotFound() {
  const { t } = useLingui();
  useDocumentMeta(pageTitle(t`Page not found`));
  return (
    <div className="page page--narrow">
      <section className="card card--plain notice">
        <Icon name="alert" size={32} className="notice__icon" />
        <h1 className="notice__title">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="notice__text">
          <Trans>Did you forget to add the page to the router?</Trans>
        </p>
        <Link className={buttonClass('secondary')} to="/">
          <Icon name="home" /> <Trans>Back to home</Trans>
        </Link>
      </section>
    </div>
  );
}
