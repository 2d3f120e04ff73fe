import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { currentToasts, resetToasts } from '../ui/toastStore';
import { CreateSessionDialog } from './CreateSessionDialog';

function serve(status = 201) {
  const posted: unknown[] = [];
  globalThis.fetch = jest.fn((_url: string, init?: RequestInit) => {
    posted.push(JSON.parse(init?.body as string));
    return Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve('{}') });
  }) as unknown as typeof fetch;
  return posted;
}

function renderDialog() {
  const onCreated = jest.fn();
  const onOpenChange = jest.fn();
  render(<CreateSessionDialog open onOpenChange={onOpenChange} onCreated={onCreated} />);
  const field = (name: RegExp) => screen.getByLabelText<HTMLInputElement>(name);
  return { onCreated, field };
}

describe('CreateSessionDialog', () => {
  afterEach(() => {
    act(() => resetToasts());
  });

  it('offers numbers only within the limits', () => {
    const { field } = renderDialog();
    expect(field(/Duration/).min).toBe('1');
    expect(field(/Duration/).max).toBe('60');
    expect(field(/Max participants/).min).toBe('1');
    expect(field(/Max participants/).max).toBe('100');
  });

  it("brings out-of-range numbers within the limits before posting, the intention in the spec's words", async () => {
    const posted = serve();
    const { field, onCreated } = renderDialog();
    fireEvent.change(field(/Name/), { target: { value: 'Sunrise sit' } });
    fireEvent.change(field(/Intention/), { target: { value: 'UNITY' } });
    fireEvent.change(field(/Start/), { target: { value: '2030-06-15T07:30' } });
    fireEvent.change(field(/Duration/), { target: { value: '240' } });
    fireEvent.change(field(/Max participants/), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted).toEqual([
      expect.objectContaining({ name: 'Sunrise sit', intention: 'Unity', duration: 60, maxParticipants: 100 }),
    ]);
  });

  it('asks for the required fields and posts nothing without them', () => {
    const posted = serve();
    const { field } = renderDialog();
    fireEvent.change(field(/Name/), { target: { value: 'Sunrise sit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(currentToasts()[0]).toMatchObject({ title: 'Please fill in all required fields', variant: 'destructive' });
    expect(posted).toHaveLength(0);
  });
});
