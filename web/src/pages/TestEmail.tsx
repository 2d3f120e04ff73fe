import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSignedInUser } from '../auth/AuthProvider';
import { SessionEmailPreviewQuery } from '../graphql/operations';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { sendTestEmail } from '../lib/restCalls';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { PageHeader } from '../ui/PageHeader';
import { Button, Card, Skeleton } from '../ui/primitives';
import { toast } from '../ui/toastStore';

type SendState = 'idle' | 'sending' | 'sent';

/** Makes the preview frame as tall as the email in it, so it is read with the page's own scroll, never a second one. */
function fitToEmail(frame: HTMLIFrameElement | null): void {
  const body = frame?.contentDocument?.body;
  if (!frame || !body) return;
  frame.style.height = `${body.scrollHeight}px`;
}

/** A look at the email members receive when a community session starts, and a way to send it to yourself. */
export default function TestEmail() {
  useDocumentMeta(pageTitle('Test Email'));
  const user = useSignedInUser();
  const [state, setState] = useState<SendState>('idle');
  // The preview is the email the server sends, rendered by the same template.
  const preview = useQuery(SessionEmailPreviewQuery);
  const email = preview.data?.sessionEmailPreview;
  const frame = useRef<HTMLIFrameElement>(null);
  // A narrower window wraps the email's lines, and so makes it taller.
  useEffect(() => {
    const refit = () => fitToEmail(frame.current);
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);

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
      <PageHeader title="Test Email" description="This is the notification community members receive when a live session begins." />

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
              <dd>{email?.subject ?? 'Live Now: Morning Peace Meditation - Join Your Community'}</dd>
            </div>
          </dl>
          {email ? (
            <iframe
              ref={frame}
              className="email-preview__frame"
              title="Session start email"
              // Of the same origin so that the page can read how tall the email is. As a srcdoc frame it keeps
              // the page's script policy, so the email's markup (escaped by the server's template) cannot run
              // inline scripts; scripts are allowed only so that tools (accessibility checks) can look inside.
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              srcDoc={email.html}
              onLoad={(event) => fitToEmail(event.currentTarget)}
            />
          ) : preview.error && !preview.loading ? (
            <LoadFailed what="the email preview" onRetry={() => preview.refetch()} />
          ) : (
            <Skeleton className="email-preview__frame" />
          )}
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
