import { jest } from '@jest/globals';
import { currentToasts, dismissToast, resetToasts, toast, TOAST_DURATION, TOAST_REMOVE_DELAY } from './toastStore';

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetToasts();
  });

  afterEach(() => {
    resetToasts();
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe('Second');
  });

  it('lasts five seconds unless told otherwise', () => {
    expect(TOAST_DURATION).toBe(5000);
    toast({ title: 'Default' });
    expect(currentToasts()[0]?.duration).toBe(5000);
    toast({ title: 'Longer', duration: 8000 });
    expect(currentToasts()[0]?.duration).toBe(8000);
  });

  it('closes a dismissed toast at once and forgets it only after the removal delay', () => {
    const { id, dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(currentToasts()[0]).toMatchObject({ id, open: false });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(currentToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(currentToasts().every((item) => !item.open)).toBe(true);
  });

  it('marks destructive toasts', () => {
    toast({ title: 'Please select an intention', variant: 'destructive' });
    expect(currentToasts()[0]?.variant).toBe('destructive');
  });

  it('expects the spec removal delay', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
