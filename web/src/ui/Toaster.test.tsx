import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetToasts, toast } from './toastStore';
import { Toaster } from './Toaster';
import { LanguageProvider } from '../i18n/LanguageProvider';

describe('Toaster', () => {
  afterEach(() => act(() => resetToasts()));

  it('draws the current toast with its title and description', () => {
    render(<Toaster />, { wrapper: LanguageProvider });
    act(() => {
      toast({ title: 'Progress copied!', description: 'Paste it anywhere.' });
    });
    expect(screen.getByText('Progress copied!')).toBeInTheDocument();
    expect(screen.getByText('Paste it anywhere.')).toBeInTheDocument();
  });

  it('offers a notifications region reachable with F8', () => {
    render(<Toaster />, { wrapper: LanguageProvider });
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  });

  it('keeps only the newest toast on screen', () => {
    render(<Toaster />, { wrapper: LanguageProvider });
    act(() => {
      toast({ title: 'Meditation completed!' });
      toast({ title: 'Achievement Unlocked!' });
    });
    expect(screen.queryByText('Meditation completed!')).not.toBeInTheDocument();
    expect(screen.getByText('Achievement Unlocked!')).toBeInTheDocument();
  });

  it('closes from its close button', () => {
    render(<Toaster />, { wrapper: LanguageProvider });
    act(() => {
      toast({ title: 'Test email sent!' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Test email sent!')).not.toBeInTheDocument();
  });
});
