import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useSharedCountdown, ZERO_HOLD_MS } from './countdown';
import { formatClock } from './time';

const START = Date.parse('2030-06-15T12:00:00.000Z');

function Countdown({ endsAt, onZero }: { endsAt: string; onZero: () => void }) {
  const seconds = useSharedCountdown({ endsAt, totalSeconds: 60, running: true, serverNow: () => Date.now(), onZero });
  return <p role="timer">{formatClock(seconds)}</p>;
}

describe('the shared countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('paints 0:00 before the page acts on the end, and acts on it once', async () => {
    const seenAtZero: string[] = [];
    const onZero = jest.fn(() => {
      seenAtZero.push(screen.getByRole('timer').textContent ?? '');
    });
    // The end falls between two whole seconds, as a real one does.
    render(<Countdown endsAt={new Date(START + 2_400).toISOString()} onZero={onZero} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:03');

    // The wake-up just after the zero's turn: the DOM says 0:00 in that same task, while the end's
    // work waits a beat.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_401 - (Date.now() - START));
    });
    expect(Date.now() - START).toBeLessThanOrEqual(2_402);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(onZero).not.toHaveBeenCalled();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(ZERO_HOLD_MS - 1);
    });
    expect(onZero).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(onZero).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(seenAtZero).toEqual(['0:00']);
  });
});
