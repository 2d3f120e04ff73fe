import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './overlays';
import { resetToasts, toast } from './toastStore';
import { Toaster } from './Toaster';
import { LanguageProvider } from '../i18n/LanguageProvider';

function FormInDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Create Session">
      <p>Form</p>
    </Dialog>
  );
}

/** Radix starts listening for touches outside a dialog one task after it opens. */
const outsideListenerReady = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

// The toast viewport is a dismissable-layer branch, so touching a toast is not a touch outside the dialog.
describe('Dialog with a toast over it', () => {
  afterEach(() => act(() => resetToasts()));

  it('stays open when the person touches the toast its form raised', async () => {
    render(
      <>
        <Toaster />
        <FormInDialog />
      </>,
      { wrapper: LanguageProvider },
    );
    act(() => {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
    });
    await outsideListenerReady();
    fireEvent.pointerDown(screen.getByText('Please fill in all required fields'));
    expect(screen.getByRole('dialog', { name: 'Create Session' })).toBeInTheDocument();
  });

  it('still closes on a touch elsewhere outside it', async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <FormInDialog />
      </>,
    );
    await outsideListenerReady();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere', hidden: true }));
    expect(screen.queryByRole('dialog', { name: 'Create Session' })).not.toBeInTheDocument();
  });
});
