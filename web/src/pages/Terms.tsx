import { useBrowserValue } from '../lib/browserValue';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { longDate } from '../lib/time';
import { PageHeader } from '../ui/PageHeader';

export default function Terms() {
  useDocumentMeta(pageTitle('Terms of Service'), 'The terms for using Peace Practice, a daily guided meditation service.');
  // Today where the reader is, which the build cannot know.
  const today = useBrowserValue(() => longDate(), '');
  return (
    <article className="page page--prose">
      <PageHeader variant="prose" title="Terms of Service" description={`Last updated: ${today}`} />
      <p>
        Welcome to Peace Practice. By creating an account or using the service you agree to these terms. Please read
        them; they are short.
      </p>
      <h2>The service</h2>
      <p>
        Peace Practice offers 5-minute guided meditation sessions, each dedicated to an intention such as peace,
        compassion or service, along with longer sessions of 10 and 20 minutes, live group meditations and
        communities of practitioners. Our suggested practice is twenty minutes a day, built from short sessions.
      </p>
      <h2>Your wellbeing</h2>
      <p>
        Meditation is a contemplative practice, not medical or psychological treatment. If you live with a physical
        or mental health condition, consider speaking with a qualified professional, and stop any session that
        causes you distress.
      </p>
      <h2>Your account</h2>
      <p>
        You sign in through an external identity provider and are responsible for activity on your account. Keep
        your sign-in secure and let us know if you believe it has been misused.
      </p>
      <h2>Community conduct</h2>
      <p>
        Group sessions and communities are shared spaces. Be kind. Do not harass others, post unlawful or hateful
        content, impersonate anyone, or use the service to advertise. Community owners may remove members, and we
        may suspend accounts that break these rules.
      </p>
      <h2>Your content</h2>
      <p>
        You keep ownership of what you post. You allow us to store and display it to the people you share it with,
        for as long as it stays on the service.
      </p>
      <h2>Availability</h2>
      <p>
        We work to keep Peace Practice running smoothly but cannot promise it will always be available or free of
        errors. The service is provided as is, to the extent the law allows.
      </p>
      <h2>Changes and ending</h2>
      <p>
        We may update these terms; the date above shows the latest version. You may stop using the service and ask
        us to delete your account at any time.
      </p>
    </article>
  );
}
