import { act, render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { LiveProvider, useLive } from './LiveProvider';
import { FakeSocket } from '../../test/fakeSocket';

/** The page's live connections, as the server would see them. */

/** A page that, like the sessions list, starts watching group sessions as soon as it is shown. */
function WatchingPage() {
  const { watchGroupSessions } = useLive();
  useEffect(() => watchGroupSessions({ list: true }, () => {}), [watchGroupSessions]);
  return null;
}

describe('the live connection', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    Object.assign(globalThis, { WebSocket: FakeSocket });
  });

  it('tells the server what a page shown with it watches, though the page asked before the connection was made', () => {
    const view = render(
      <StrictMode>
        <LiveProvider userId="user-1">
          <WatchingPage />
        </LiveProvider>
      </StrictMode>,
    );
    const live = FakeSocket.all.filter((socket) => socket.readyState !== 3);
    expect(live).toHaveLength(1);
    act(() => live[0]!.open());
    expect(live[0]!.sent).toContainEqual({ type: 'userConnected', userId: 'user-1' });
    expect(live[0]!.sent).toContainEqual({ type: 'watchGroupSessions', list: true, groupSessionIds: [] });
    view.unmount();
    expect(FakeSocket.all.every((socket) => socket.readyState === 3)).toBe(true);
  });
});
