import { pageTitle, useDocumentMeta } from '../lib/meta';
import { loginUrl } from '../routes/paths';
import { Icon, type IconName } from '../ui/Icon';
import { buttonClass } from '../ui/primitives';

const benefits: Array<{ icon: IconName; title: string; text: string }> = [
  { icon: 'chart', title: 'Personal tracking', text: 'Every session and minute of your practice, day by day.' },
  { icon: 'trophy', title: 'Achievement badges', text: 'Milestones to celebrate as your practice deepens.' },
  { icon: 'flame', title: 'Streak monitoring', text: 'See how many days in a row you have sat.' },
  { icon: 'share', title: 'Sharing progress', text: 'Share your journey with friends and inspire them.' },
];

/** What a visitor sees at /profile: an invitation to sign in. */
export default function ProfileInvitation() {
  useDocumentMeta(pageTitle('Profile'));
  return (
    <div className="page page--narrow">
      <section className="card card--plain invitation">
        <span className="invitation__icon" aria-hidden="true">
          <Icon name="user" size={32} />
        </span>
        <h1 className="invitation__title">Sign In to Track Your Journey</h1>
        <p className="muted">Sign in to view your profile</p>
        <ul className="benefits">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="benefits__item">
              <Icon name={benefit.icon} className="benefits__icon" />
              <span>
                <strong>{benefit.title}</strong>
                <span className="muted"> · {benefit.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <a className={buttonClass('primary', 'lg', 'btn--block')} href={loginUrl('/profile')}>
          Sign In
        </a>
      </section>
    </div>
  );
}
