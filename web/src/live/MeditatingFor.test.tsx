import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { IntentionCounts } from '@peace/proto/live';
import ForgivenessMeditation from '../pages/teaching/ForgivenessMeditation';
import { FakeSocket } from '../../test/fakeSocket';
import { LiveContext, type Live } from './LiveProvider';
import { MeditatingFor, MeditatingForEach } from './MeditatingFor';

const nobody: IntentionCounts = { Peace: 0, 'Non-Violence': 0, Forgiveness: 0, Compassion: 0, Love: 0, Unity: 0, Service: 0 };

function live(intentionCounts: IntentionCounts | null): Live {
  return { meditatorCount: 0, intentionCounts, connected: true, send: () => {}, watchGroupSessions: () => () => {} };
}

describe("one intention's live count", () => {
  it('reads "212 meditating for Forgiveness now", "1 meditating…" for one, and follows the counts as they change', () => {
    const { rerender } = render(
      <LiveContext value={live({ ...nobody, Forgiveness: 212, Peace: 5 })}>
        <MeditatingFor intention="FORGIVENESS" />
      </LiveContext>,
    );
    expect(screen.getByText('212 meditating for Forgiveness now')).toBeInTheDocument();
    rerender(
      <LiveContext value={live({ ...nobody, Forgiveness: 1 })}>
        <MeditatingFor intention="FORGIVENESS" />
      </LiveContext>,
    );
    expect(screen.getByText('1 meditating for Forgiveness now')).toBeInTheDocument();
    rerender(
      <LiveContext value={live({ ...nobody, Forgiveness: 1234 })}>
        <MeditatingFor intention="FORGIVENESS" />
      </LiveContext>,
    );
    expect(screen.getByText('1,234 meditating for Forgiveness now')).toBeInTheDocument();
  });

  it('says nothing while nobody meditates for the intention, or before the counts are known', () => {
    const { container, rerender } = render(
      <LiveContext value={live({ ...nobody, Peace: 9 })}>
        <MeditatingFor intention="FORGIVENESS" />
      </LiveContext>,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <LiveContext value={live(null)}>
        <MeditatingFor intention="FORGIVENESS" />
      </LiveContext>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('every intention on the home screen', () => {
  it('lists the intentions someone meditates for now, most people first, and none with nobody', () => {
    render(
      <LiveContext value={live({ ...nobody, Peace: 3, 'Non-Violence': 40, Service: 1 })}>
        <MeditatingForEach />
      </LiveContext>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '40 meditating for Non-Violence now',
      '3 meditating for Peace now',
      '1 meditating for Service now',
    ]);
  });
});

describe("a visitor's teaching page", () => {
  beforeEach(() => {
    FakeSocket.all = [];
    Object.assign(globalThis, { WebSocket: FakeSocket });
  });

  it('opens a live connection of its own, shows its intention\'s count as it comes, and closes it when the page goes', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/forgiveness-meditation']}>
        <ForgivenessMeditation />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/meditating for Forgiveness now/)).not.toBeInTheDocument();
    const [socket] = FakeSocket.live();
    act(() => socket!.open());
    // It only listens: no time sync, no claims.
    expect(socket!.sent).toEqual([]);
    act(() => socket!.receive({ type: 'activeMeditators', count: 250, intentions: { ...nobody, Forgiveness: 212, Peace: 38 } }));
    expect(screen.getByText('212 meditating for Forgiveness now')).toBeInTheDocument();
    act(() => socket!.receive({ type: 'activeMeditators', count: 38, intentions: { ...nobody, Peace: 38 } }));
    expect(screen.queryByText(/meditating for Forgiveness now/)).not.toBeInTheDocument();
    unmount();
    expect(FakeSocket.live()).toEqual([]);
  });
});
