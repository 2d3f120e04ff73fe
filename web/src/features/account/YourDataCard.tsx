import { useState } from 'react';
import { Icon } from '../../ui/Icon';
import { Button, buttonClass, Card } from '../../ui/primitives';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The download addresses: the gateway answers them as attachments, so the browser saves them as files. */
export const exportUrl = '/api/account/export';
export const exportCsvUrl = '/api/account/export?format=csv';

/** Your data: take everything the product holds about you away, or delete your account. */
export function YourDataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card title="Your Data" icon="download">
      <p className="muted">Download everything Peace Practice holds about you, or delete your account and all of it.</p>
      <div className="button-row">
        <a className={buttonClass('secondary')} href={exportUrl} download>
          <Icon name="download" /> Download My Data
        </a>
        <a className={buttonClass('secondary')} href={exportCsvUrl} download>
          <Icon name="download" /> Sessions as CSV
        </a>
      </div>
      <Button variant="danger" icon="trash" onClick={() => setDeleting(true)}>
        Delete Account
      </Button>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
