import { Link, useLocation } from 'react-router';
import { useGoogleSignIn } from '../auth/signInOptions';
import { intentionLabel, intentions, teachingPathFor } from '../lib/intentions';
import { useDocumentMeta } from '../lib/meta';
import { googleLoginUrl, loginUrl } from '../routes/paths';
import { Icon } from '../ui/Icon';
import { buttonClass } from '../ui/primitives';

export default function Landing() {
  useDocumentMeta(null);
  const from = (useLocation().state as { from?: string } | null)?.from;
  const signIn = loginUrl(from);
  const google = useGoogleSignIn();
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="eyebrow">Join 420+ practitioners worldwide</p>
          <h1 id="hero-title" className="hero__title">
            Your daily Peace Practice
          </h1>
          <p className="hero__lead">
            Twenty minutes a day, five minutes at a time. Sit with an intention, for peace, compassion, forgiveness or
            love, alongside people meditating all over the world.
          </p>
          <div className="hero__actions">
            <a className={buttonClass('primary', 'lg')} href={signIn}>
              Start Your Peace Practice
              <Icon name="arrowRight" />
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
          A practice with purpose
        </h2>
        <div className="features__grid">
          <article className="card card--plain feature">
            <Icon name="leaf" className="feature__icon" size={28} />
            <h3 className="feature__title">Intentional Meditation</h3>
            <p>
              Dedicate each session to one of seven intentions. Read where each comes from, and what practising it
              can change.
            </p>
            <ul className="feature__links">
              {intentions.map((intention) => (
                <li key={intention}>
                  <Link to={teachingPathFor[intention]}>{intentionLabel(intention)} meditation</Link>
                </li>
              ))}
            </ul>
          </article>
          <article className="card card--plain feature">
            <Icon name="globe" className="feature__icon" size={28} />
            <h3 className="feature__title">Global Community</h3>
            <p>
              See how many people are meditating with you right now, join live group sessions, and find communities
              that gather around the intention closest to your heart.
            </p>
          </article>
          <article className="card card--plain feature">
            <Icon name="chart" className="feature__icon" size={28} />
            <h3 className="feature__title">Progress Tracking</h3>
            <p>
              Watch your daily ring fill toward twenty minutes, keep your streak alive, unlock achievements, and share
              your journey with the people who inspire you.
            </p>
          </article>
        </div>
      </section>

      <section className="steps" aria-labelledby="steps-title">
        <h2 id="steps-title" className="section-title">
          How a session works
        </h2>
        <ol className="steps__list">
          <li>
            <span className="steps__number" aria-hidden="true">
              1
            </span>
            <h3>Choose an intention</h3>
            <p>Peace, Non-Violence, Forgiveness, Compassion, Love, Unity or Service.</p>
          </li>
          <li>
            <span className="steps__number" aria-hidden="true">
              2
            </span>
            <h3>Sit for five minutes</h3>
            <p>Or ten, or twenty. Pause whenever you need to; the timer waits for you.</p>
          </li>
          <li>
            <span className="steps__number" aria-hidden="true">
              3
            </span>
            <h3>Close with the bell</h3>
            <p>A soft bell ends the session, and your progress for the day moves forward.</p>
          </li>
        </ol>
      </section>

      <section className="closing card card--accent" aria-labelledby="closing-title">
        <h2 id="closing-title">Begin today</h2>
        <p>Your first five minutes are the hardest and the most important. We will keep you company.</p>
        {/* Google's button only where this deployment has Google sign-in; it would lead to an error page elsewhere. */}
        {google ? (
          <a className={buttonClass('light', 'lg')} href={googleLoginUrl}>
            Sign in with Google to Continue
          </a>
        ) : (
          <a className={buttonClass('light', 'lg')} href={signIn}>
            Sign In to Continue
          </a>
        )}
      </section>
    </div>
  );
}
