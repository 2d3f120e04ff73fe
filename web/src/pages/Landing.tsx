import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useGoogleSignIn } from '../auth/signInOptions';
import { intentions, teachingPathFor, type Intention } from '../lib/intentions';
import { useDocumentMeta } from '../lib/meta';
import { googleLoginUrl, loginUrl } from '../routes/paths';
import { Icon } from '../ui/Icon';
import { buttonClass } from '../ui/primitives';

/** How many people the landing page says practise: the spec's figure. */
const PRACTITIONERS = 420;

/** Each intention's teaching page, named whole so each language can say it its own way. */
const teachingLinks: Record<Intention, MessageDescriptor> = {
  PEACE: msg`Peace meditation`,
  NON_VIOLENCE: msg`Non-Violence meditation`,
  FORGIVENESS: msg`Forgiveness meditation`,
  COMPASSION: msg`Compassion meditation`,
  LOVE: msg`Love meditation`,
  UNITY: msg`Unity meditation`,
  SERVICE: msg`Service meditation`,
};

export default function Landing() {
  const { t, i18n } = useLingui();
  useDocumentMeta(t`Peace Practice · Daily meditation for a more peaceful world`);
  const from = (useLocation().state as { from?: string } | null)?.from;
  const signIn = loginUrl(from);
  const google = useGoogleSignIn();
  const practitioners = i18n.number(PRACTITIONERS);
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="eyebrow">
            <Trans>Join {practitioners}+ practitioners worldwide</Trans>
          </p>
          <h1 id="hero-title" className="hero__title">
            <Trans>Your daily Peace Practice</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              Twenty minutes a day, five minutes at a time. Sit with an intention, for peace, compassion, forgiveness or
              love, alongside people meditating all over the world.
            </Trans>
          </p>
          <div className="hero__actions">
            <a className={buttonClass('primary', 'lg')} href={signIn}>
              <Trans>Start Your Peace Practice</Trans>
              <Icon name="arrowRight" className="icon--flips" />
            </a>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <div className="breath">
            <span className="breath__ring breath__ring--3" />
            <span className="breath__ring breath__ring--2" />
            <span className="breath__ring breath__ring--1" />
            <span className="breath__core" />
          </div>
        </div>
      </section>

      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          <Trans>A practice with purpose</Trans>
        </h2>
        <div className="features__grid">
          <article className="card card--plain feature">
            <Icon name="leaf" className="feature__icon" size={28} />
            <h3 className="feature__title">
              <Trans>Intentional Meditation</Trans>
            </h3>
            <p>
              <Trans>
                Dedicate each session to one of seven intentions. Read where each comes from, and what practising it
                can change.
              </Trans>
            </p>
            <ul className="feature__links">
              {intentions.map((intention) => (
                <li key={intention}>
                  <Link to={teachingPathFor[intention]}>{i18n._(teachingLinks[intention])}</Link>
                </li>
              ))}
            </ul>
          </article>
          <article className="card card--plain feature">
            <Icon name="globe" className="feature__icon" size={28} />
            <h3 className="feature__title">
              <Trans>Global Community</Trans>
            </h3>
            <p>
              <Trans>
                See how many people are meditating with you right now, join live group sessions, and find communities
                that gather around the intention closest to your heart.
              </Trans>
            </p>
          </article>
          <article className="card card--plain feature">
            <Icon name="chart" className="feature__icon" size={28} />
            <h3 className="feature__title">
              <Trans>Progress Tracking</Trans>
            </h3>
            <p>
              <Trans>
                Watch your daily ring fill toward twenty minutes, keep your streak alive, unlock achievements, and share
                your journey with the people who inspire you.
              </Trans>
            </p>
          </article>
        </div>
      </section>

      <section className="steps" aria-labelledby="steps-title">
        <h2 id="steps-title" className="section-title">
          <Trans>How a session works</Trans>
        </h2>
        <ol className="steps__list">
          <li>
            <span className="steps__number" aria-hidden="true">
              {i18n.number(1)}
            </span>
            <h3>
              <Trans>Choose an intention</Trans>
            </h3>
            <p>
              <Trans>Peace, Non-Violence, Forgiveness, Compassion, Love, Unity or Service.</Trans>
            </p>
          </li>
          <li>
            <span className="steps__number" aria-hidden="true">
              {i18n.number(2)}
            </span>
            <h3>
              <Trans>Sit for five minutes</Trans>
            </h3>
            <p>
              <Trans>Or ten, or twenty. Pause whenever you need to; the timer waits for you.</Trans>
            </p>
          </li>
          <li>
            <span className="steps__number" aria-hidden="true">
              {i18n.number(3)}
            </span>
            <h3>
              <Trans>Close with the bell</Trans>
            </h3>
            <p>
              <Trans>A soft bell ends the session, and your progress for the day moves forward.</Trans>
            </p>
          </li>
        </ol>
      </section>

      <section className="closing card card--accent" aria-labelledby="closing-title">
        <h2 id="closing-title">
          <Trans>Begin today</Trans>
        </h2>
        <p>
          <Trans>Your first five minutes are the hardest and the most important. We will keep you company.</Trans>
        </p>
        {/* Google's button only where this deployment has Google sign-in; it would lead to an error page elsewhere. */}
        {google ? (
          <a className={buttonClass('light', 'lg')} href={googleLoginUrl}>
            <Trans>Sign in with Google to Continue</Trans>
          </a>
        ) : (
          <a className={buttonClass('light', 'lg')} href={signIn}>
            <Trans>Sign In to Continue</Trans>
          </a>
        )}
      </section>
    </div>
  );
}
