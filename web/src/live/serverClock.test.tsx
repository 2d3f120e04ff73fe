import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { useServerClock, useServerNow } from './serverClock';
import { FakeSocket } from '../../test/fakeSocket';

/** The page's live connections, as the server would see them. */

const open = () => FakeSocket.live();

function Clock() {
  useServerClock();
  return null;
}

function Label() {
  useServerNow(1000);
  return null;
}

describe("a visitor's server clock", () => {
  beforeEach(() => {
    FakeSocket.all = [];
    Object.assign(globalThis, { WebSocket: FakeSocket });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('measures over one socket for the whole page, however many parts ask, and closes it when none does', () => {
    const page = render(
      <>
        <Clock />
        <Clock />
        <Label />
      </>,
    );
    expect(open()).toHaveLength(1);

    page.rerender(<Clock />);
    expect(open()).toHaveLength(1);

    page.unmount();
    expect(open()).toHaveLength(0);
  });

  it('shares what that socket measures with every part of the page', () => {
    jest.useFakeTimers();
    let serverNow: () => number = () => Number.NaN;
    function Reader({ onClock }: { onClock: (read: () => number) => void }) {
      onClock(useServerClock().serverNow);
      return null;
    }
    function Synced({ onSynced }: { onSynced: (synced: boolean) => void }) {
      onSynced(useServerClock().synced);
      return null;
    }
    let synced = false;
    const page = render(
      <>
        <Reader onClock={(read) => (serverNow = read)} />
        <Synced onSynced={(value) => (synced = value)} />
      </>,
    );
    const [socket] = open();
    act(() => {
      socket!.readyState = 1;
      socket!.onopen?.();
    });
    // The burst of time-sync requests starts on open, from a timer.
    act(() => {
      jest.advanceTimersByTime(1);
    });
    const request = socket!.sent.find((message) => message.type === 'timeSync');
    expect(request?.t0).toEqual(expect.any(Number));
    act(() => socket!.onmessage?.({ data: JSON.stringify({ type: 'timeSync', t0: request!.t0, serverTime: request!.t0! + 3_600_000 }) }));
    expect(synced).toBe(true);
    page.rerender(
      <>
        <Reader onClock={(read) => (serverNow = read)} />
        <Synced onSynced={(value) => (synced = value)} />
      </>,
    );
    expect(serverNow() - Date.now()).toBeGreaterThan(3_500_000);
    page.unmount();
  });
});
