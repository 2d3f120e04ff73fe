import { useBrowserValue } from '../lib/browserValue';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { longDate } from '../lib/time';
import { PageHeader } from '../ui/PageHeader';

export default function Privacy() {
  useDocumentMeta(
    pageTitle('Privacy Policy'),
    'What Peace Practice collects when you meditate with us, why, and how it is kept.',
  );
  // Today where the reader is, which the build cannot know.
  const today = useBrowserValue(() => longDate(), '');
  return (
    <article className="page page--prose">
      <PageHeader variant="prose" title="Privacy Policy" description={`Last updated: ${today}`} />
      <p>
        Peace Practice exists to help you keep a daily meditation practice and to let you meditate alongside
        others. We collect only what that takes, and we never sell it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account information from your sign-in provider.</strong> When you sign in, your identity provider
          shares your name, email address and profile picture with us. We use them to recognise you and to show your
          profile.
        </li>
        <li>
          <strong>Meditation session data.</strong> For each meditation we record its duration, the intention you
          chose and when it happened. This is what your progress, streaks and achievements are made of.
        </li>
        <li>
          <strong>Approximate location.</strong> We note the city or region where a session took place, never your
          precise position. By default our own server estimates it from your network address in a database it
          keeps itself, so no other company learns of you. Only if you turn on “Use this device&apos;s position” in
          your settings does your browser ask for your device&apos;s position, which is then turned into a place name
          by a geocoding service. With “Don&apos;t record my location” turned on, or when no place can be determined,
          the session is recorded as “Unknown Location”.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Your information is used to run the service: to show your history and statistics, to place you in group
        sessions and communities you join, to send the session notifications you ask for, and to show anonymous,
        combined figures such as how many people are meditating right now.
      </p>
      <h2>Who can see it</h2>
      <p>
        Members of a community you join can see your name and picture in its member list. Global figures never
        identify you. We share data with service providers only as needed to operate Peace Practice, and with
        authorities only where the law requires it.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you signed in, and one that tells our server your device&apos;s time zone so
        your home page opens showing your own day. We do not use advertising or tracking cookies.
      </p>
      <h2>Your choices</h2>
      <p>
        You can sign out at any time, decline location access (your sessions are still recorded), and ask us to
        export or delete your account and everything linked to it.
      </p>
      <h2>Changes</h2>
      <p>If this policy changes, the date above changes with it, and significant changes will be announced in the app.</p>
    </article>
  );
}
