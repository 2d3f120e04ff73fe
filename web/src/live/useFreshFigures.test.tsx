import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { fakeGraphql } from '../../test/fakeGraphql';
import { FakeSocket } from '../../test/fakeSocket';
import { GlobalPracticeCard } from '../features/GlobalPracticeCard';
import { LiveProvider } from './LiveProvider';
import { RECONNECT_DELAY_MS } from './socket';
import { FreshFigures } from './useFreshFigures';

/** The home's global figures under the signed-in person's live connection, their sessions as the stats service answers them. */
function setup() {
  let totalSessions = 1000;
  const server = fakeGraphql({
    GlobalStats: () => ({ globalStats: { activeMeditators: 0, totalSessions, totalMinutes: 9000, todaysTotalSessions: 10, totalMinutesToday: 90 } }),
  });
  render(
    <ApolloProvider client={server.client}>
      <LiveProvider userId="user-1">
        <FreshFigures />
        <GlobalPracticeCard />
      </LiveProvider>
    </ApolloProvider>,
  );
  act(() => FakeSocket.all[0]!.open());
  return {
    reads: () => server.calls('GlobalStats').length,
    /** The read models take in a sit: what the service answers from now on. */
    project: () => {
      totalSessions += 1;
    },
  };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
  Object.assign(globalThis, { WebSocket: FakeSocket });
  jest.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the stats service's figures", () => {
  it('are read again when the socket says they changed, and never on a timer', async () => {
    const figures = setup();
    await screen.findByText('1,000');
    expect(figures.reads()).toBe(1);

    figures.project();
    // However long the page waits, it does not guess that the figures have caught up.
    await advance(60_000);
    expect(figures.reads()).toBe(1);
    expect(screen.getByText('1,000')).toBeTruthy();

    act(() => FakeSocket.all[0]!.receive({ type: 'figuresChanged' }));
    expect(await screen.findByText('1,001')).toBeTruthy();
    expect(figures.reads()).toBe(2);
  });

  it('are read again when the socket opens again, since the word may have been sent while it was down', async () => {
    const figures = setup();
    await screen.findByText('1,000');
    act(() => FakeSocket.all[0]!.close());
    figures.project();
    await advance(RECONNECT_DELAY_MS);
    expect(figures.reads()).toBe(1);

    const reopened = FakeSocket.live();
    expect(reopened).toHaveLength(1);
    act(() => reopened[0]!.open());
    expect(await screen.findByText('1,001')).toBeTruthy();
    expect(figures.reads()).toBe(2);
  });
});
