import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import type { IntentionCounts } from '@peace/proto/live';
import { fakeGraphql } from '../../test/fakeGraphql';
import { LiveContext, type Live } from '../live/LiveProvider';
import { GlobalPracticeCard } from './GlobalPracticeCard';

const nobody: IntentionCounts = { Peace: 0, 'Non-Violence': 0, Forgiveness: 0, Compassion: 0, Love: 0, Unity: 0, Service: 0 };
const live = (meditatorCount: number, intentionCounts: IntentionCounts | null): Live => ({ meditatorCount, intentionCounts, connected: true, send: () => {}, watchGroupSessions: () => () => {} });

function renderCard(value: Live) {
  const { client } = fakeGraphql({
    GlobalStats: () => ({ globalStats: { activeMeditators: 0, totalSessions: 1000, totalMinutes: 9000, todaysTotalSessions: 10, totalMinutesToday: 90 } }),
  });
  const tree = (liveValue: Live) => (
    <LiveContext value={liveValue}>
      <ApolloProvider client={client}>
        <GlobalPracticeCard />
      </ApolloProvider>
    </LiveContext>
  );
  const { rerender } = render(tree(value));
  return { hear: (next: Live) => rerender(tree(next)) };
}

const activeFigure = async () => (await screen.findByText('Active meditators')).previousElementSibling?.textContent;

describe('the Global Practice card', () => {
  it("counts the people meditating now by the live connection once it has said, not the page load's answer", async () => {
    const { hear } = renderCard(live(2, { ...nobody, Unity: 1, Peace: 1 }));
    await screen.findByText('1,000');
    expect(await activeFigure()).toBe('2');
    hear(live(3, { ...nobody, Unity: 2, Peace: 1 }));
    expect(await activeFigure()).toBe('3');
  });

  it("shows the query's count while no live connection has said anything", async () => {
    renderCard(live(420, null));
    await screen.findByText('1,000');
    expect(await activeFigure()).toBe('0');
  });
});
