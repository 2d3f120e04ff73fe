import { useState } from 'react';
import { useSignedInUser } from '../auth/AuthProvider';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { sendTestEmail } from '../lib/restCalls';
import { Icon } from '../ui/Icon';
import { Button, Card } from '../ui/primitives';
import { toast } from '../ui/toastStore';

type SendState = 'idle' | 'sending' | 'sent';

const SAMPLE = {
  subject: 'Live Now: Morning Peace Meditation - Join Your Community',
  session: 'Morning Peace Meditation',
  community: 'Global Peace Circle',
  intention: 'Peace',
  duration: 10,
};

/** A look at the email members receive when a community session starts, and a way to send it to yourself. */
export default function TestEmail() {
  useDocumentMeta(pageTitle('Test Email'));
  const user = useSignedInUser();
  const [state, setState] = useState<SendState>('idle');

  const sendTest = async () => {
    setState('sending');
    try {
      await sendTestEmail();
      setState('sent');
      toast({ title: 'Test email sent!', icon: 'check' });
    } catch (error) {
      console.warn('Test email failed', error);
      setState('idle');
      toast({
        title: 'Failed to send email',
        description: 'There was an error sending the test email',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="page test-email">
      <header className="page-header">
        <h1>Test Email</h1>
        <p className="muted">This is the notification community members receive when a live session begins.</p>
      </header>

      <div className="test-email__grid">
        <section className="email-preview" aria-label="Email preview">
          <dl className="email-preview__meta">
            <div>
              <dt>From</dt>
              <dd>Peace Practice</dd>
            </div>
            <div>
              <dt>To</dt>
              <dd>{user.email ?? 'you'}</dd>
            </div>
            <div>
              <dt>Subject</dt>
              <dd>{SAMPLE.subject}</dd>
            </div>
          </dl>
          <div className="email">
            <div className="email__banner">
              <Icon name="leaf" size={28} />
              <p className="email__eyebrow">Your community is meditating</p>
              <p className="email__headline">{SAMPLE.session} is live now</p>
            </div>
            <div className="email__body">
              <p>Hello,</p>
              <p>
                A session in <strong>{SAMPLE.community}</strong> has just begun. Members around the world are sitting
                together right now. There is still time to join them.
              </p>
              <table className="email__details">
                <tbody>
                  <tr>
                    <th scope="row">Session</th>
                    <td>{SAMPLE.session}</td>
                  </tr>
                  <tr>
                    <th scope="row">Community</th>
                    <td>{SAMPLE.community}</td>
                  </tr>
                  <tr>
                    <th scope="row">Intention</th>
                    <td>{SAMPLE.intention}</td>
                  </tr>
                  <tr>
                    <th scope="row">Duration</th>
                    <td>{SAMPLE.duration} minutes</td>
                  </tr>
                </tbody>
              </table>
              <p className="email__action">
                <span className="email__button">Start Meditating Now</span>
              </p>
              <p className="email__footer">
                You receive this email because you are a member of {SAMPLE.community} on Peace Practice.
              </p>
            </div>
          </div>
        </section>

        <Card title="Send it to yourself" icon="mail">
          {state === 'sent' ? (
            <div className="sent" role="status">
              <Icon name="check" size={28} className="sent__icon" />
              <p className="sent__title">Email Sent!</p>
              <p className="muted">Check your email inbox to see the session start notification</p>
            </div>
          ) : (
            <>
              <p className="muted">We will send this exact email to {user.email ?? 'your address'}.</p>
              <Button icon="mail" disabled={state === 'sending'} onClick={() => void sendTest()}>
                {state === 'sending' ? 'Sending...' : 'Send Test Email'}
              </Button>
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
