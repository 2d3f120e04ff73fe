import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { fakeGraphql, type Handler, type Request } from '../../../test/fakeGraphql';
import { fakeRest, type RestCall, type RestRoutes } from '../../../test/fakeRest';
import { PUSH_PROBLEMS } from '../../features/reminders/DevicePushSwitch';
import { keyBytes } from '../../features/reminders/pushDevice';
import type { Reminders } from '../../features/reminders/reminders';
import { currentToasts, resetToasts } from '../../ui/toastStore';
import { RemindersCard } from './RemindersCard';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example/send/device-1';

const stored: Reminders = { timeZone: 'Europe/Berlin', daily: { time: null, channels: ['push'] }, streakKeeper: false, sessionStarts: ['email'], quietHours: null };

/** What the app asked of the server: the graph's operations and the push routes, in order. */
type Asked = { graph: Request[]; rest: RestCall[] };

/**
 * The server as the card meets it: the graph keeping the reminder settings each change updates,
 * and the push routes keeping this person's devices. Renders the card against it.
 */
function serve({ graph = {}, rest = {}, devices = [] }: { graph?: Record<string, Handler>; rest?: RestRoutes; devices?: { id: string; endpoint: string }[] } = {}): Asked {
  let reminders: Reminders = stored;
  const settings = () => ({ __typename: 'ReminderSettings', ...reminders });
  const { client, requests } = fakeGraphql({
    ReminderSettings: () => ({ reminderSettings: settings() }),
    UpdateReminderSettings: (variables) => {
      reminders = { ...reminders, ...(variables['input'] as Partial<Reminders>) };
      return { updateReminderSettings: settings() };
    },
    SessionEmails: () => ({ me: { __typename: 'User', id: 'u1', sessionEmails: reminders.sessionStarts.includes('email') } }),
    ...graph,
  });
  const { calls } = pushRoutes(rest, devices);
  render(
    <ApolloProvider client={client}>
      <RemindersCard />
    </ApolloProvider>,
  );
  return { graph: requests, rest: calls };
}

/** The push routes as the server answers them, keeping the devices. */
function pushRoutes(extra: RestRoutes, devices: { id: string; endpoint: string }[]) {
  return fakeRest({
    'GET /api/push/public-key': () => ({ status: 200, body: { publicKey: PUBLIC_KEY } }),
    'GET /api/push/subscriptions': () => ({ status: 200, body: devices }),
    'POST /api/push/subscriptions': (body) => {
      devices.push({ id: 'sub-1', endpoint: (body as { endpoint: string }).endpoint });
      return { status: 201, body: { id: 'sub-1' } };
    },
    'DELETE /api/push/subscriptions/sub-1': () => {
      devices.splice(0);
      return { status: 204 };
    },
    ...extra,
  });
}

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

/** A browser with push: its permission as the person answers, and its push manager. */
function pushBrowser({ answer, permission = 'default', subscribed = false }: { answer: NotificationPermission; permission?: NotificationPermission; subscribed?: boolean }) {
  let current = permission;
  let subscription: FakeSubscription | null = null;
  const makeSubscription = (key: ArrayBuffer): FakeSubscription => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
    unsubscribe: async () => {
      subscription = null;
      return true;
    },
  });
  if (subscribed) subscription = makeSubscription(keyBytes(PUBLIC_KEY).buffer);
  const requestPermission = jest.fn(async () => {
    current = answer;
    return answer;
  });
  const subscribe = jest.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }) => {
    subscription = makeSubscription(options.applicationServerKey.buffer);
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => registration } });
  Object.assign(window, {
    PushManager: class {},
    Notification: {
      get permission() {
        return current;
      },
      requestPermission,
    },
  });
  return { requestPermission, subscribe, subscription: () => subscription };
}

/** The card, once the settings have been read. */
async function opened(): Promise<void> {
  await screen.findByRole('switch', { name: /Daily practice reminder/ });
}

const pushSwitch = () => screen.getByRole('switch', { name: /Push on this device/ });
const sessionsGroup = () => screen.getByRole('group', { name: /Sessions you joined/ });
const changes = (asked: Asked) => asked.graph.filter((request) => request.name === 'UpdateReminderSettings').map((request) => request.variables['input']);
const restWrites = (asked: Asked) => asked.rest.filter((call) => call.method !== 'GET');

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  act(() => resetToasts());
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('push on this device', () => {
  it('asks the browser nothing on opening; turned on, asks, subscribes with the server key and stores the subscription', async () => {
    const browser = pushBrowser({ answer: 'granted' });
    const asked = serve();
    await opened();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();

    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
    expect(restWrites(asked)).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', body: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } } },
    ]);
    expect(currentToasts()[0]).toMatchObject({ title: 'Push on for this device' });
  });

  it('turned off, ends the browser subscription and removes the device from the server', async () => {
    const browser = pushBrowser({ answer: 'granted', permission: 'granted', subscribed: true });
    const asked = serve({ devices: [{ id: 'sub-1', endpoint: ENDPOINT }] });
    await opened();
    await waitFor(() => expect(pushSwitch()).toBeChecked());

    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    expect(restWrites(asked).map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/push/subscriptions/sub-1']);
    expect(browser.subscription()).toBeNull();
    expect(currentToasts()[0]).toMatchObject({ title: 'Push off for this device' });
  });

  it('chosen for session starts, asks first; when notifications are blocked, says so and saves no push', async () => {
    const browser = pushBrowser({ answer: 'denied' });
    const asked = serve();
    await opened();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());

    fireEvent.click(within(sessionsGroup()).getByRole('checkbox', { name: 'Push' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_PROBLEMS.denied);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(restWrites(asked)).toEqual([]);
    expect(changes(asked)).toEqual([]);
    expect(within(sessionsGroup()).getByRole('checkbox', { name: 'Push' })).not.toBeChecked();
  });

  it('chosen for session starts with permission given, subscribes this device and then saves push beside email', async () => {
    pushBrowser({ answer: 'granted' });
    const asked = serve();
    await opened();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());

    fireEvent.click(within(sessionsGroup()).getByRole('checkbox', { name: 'Push' }));
    await waitFor(() => expect(within(sessionsGroup()).getByRole('checkbox', { name: 'Push' })).toBeChecked());
    expect(restWrites(asked).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/push/subscriptions']);
    expect(changes(asked)).toEqual([{ sessionStarts: ['email', 'push'] }]);
    expect(pushSwitch()).toBeChecked();
  });

  it('in a browser without push, says so and cannot be turned on', async () => {
    serve();
    await opened();
    expect(await screen.findByText(PUSH_PROBLEMS.unsupported)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
  });
});

describe('the daily practice reminder', () => {
  it('turned on by push with permission given, subscribes this device first and is saved at 07:30', async () => {
    const browser = pushBrowser({ answer: 'granted' });
    const asked = serve();
    await opened();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    fireEvent.click(screen.getByRole('switch', { name: /Daily practice reminder/ }));
    expect(await screen.findByLabelText('Remind me at')).toHaveValue('07:30');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(restWrites(asked).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/push/subscriptions']);
    expect(changes(asked)).toEqual([{ daily: { time: '07:30', channels: ['push'] } }]);
  });

  it('turned on in a browser without push, is saved at 07:30 by email and says why; a new time is saved when the field is left', async () => {
    const asked = serve();
    await opened();
    fireEvent.click(screen.getByRole('switch', { name: /Daily practice reminder/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_PROBLEMS.unsupported);
    const time = await screen.findByLabelText('Remind me at');
    expect(time).toHaveValue('07:30');
    await waitFor(() => expect(changes(asked)).toEqual([{ daily: { time: '07:30', channels: ['email'] } }]));

    await waitFor(() => expect(time).toBeEnabled());
    fireEvent.change(time, { target: { value: '06:45' } });
    expect(changes(asked)).toHaveLength(1);
    fireEvent.blur(time);
    await waitFor(() => expect(changes(asked)).toEqual([
      { daily: { time: '07:30', channels: ['email'] } },
      { daily: { time: '06:45', channels: ['email'] } },
    ]));
    expect(currentToasts()[0]).toMatchObject({ title: 'Reminders saved' });
  });

  it('saves changes made together one after another, each from what the one before saved: neither is lost', async () => {
    const asked = serve();
    await opened();
    fireEvent.click(screen.getByRole('switch', { name: /Quiet hours/ }));
    const from = await screen.findByLabelText('Quiet from');
    const until = screen.getByLabelText('Quiet until');
    await waitFor(() => expect(from).toBeEnabled());
    fireEvent.change(from, { target: { value: '21:00' } });
    fireEvent.change(until, { target: { value: '06:00' } });
    // Both fields left at once, before the first change is answered.
    act(() => {
      fireEvent.blur(from);
      fireEvent.blur(until);
    });
    await waitFor(() => expect(changes(asked)).toHaveLength(3));
    expect(changes(asked)).toEqual([
      { quietHours: { from: '22:00', to: '07:00' } },
      { quietHours: { from: '21:00', to: '07:00' } },
      { quietHours: { from: '21:00', to: '06:00' } },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Quiet from')).toHaveValue('21:00'));
    expect(screen.getByLabelText('Quiet until')).toHaveValue('06:00');
  });

  it("names the field in the graph's refusal and keeps what was saved", async () => {
    serve({
      graph: {
        UpdateReminderSettings: () => ({
          updateReminderSettings: () => {
            throw new GraphQLError('timeZone: not a time zone', { extensions: { code: 'BAD_USER_INPUT' } });
          },
        }),
      },
    });
    await opened();
    fireEvent.change(screen.getByRole('combobox', { name: /Time zone/ }), { target: { value: 'Asia/Tokyo' } });
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Could not save your reminders', description: 'timeZone: not a time zone', variant: 'destructive' }));
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('Europe/Berlin');
  });
});

describe('reading the reminders', () => {
  it('shows a failure with a retry, never the defaults as if they were saved', async () => {
    let failing = true;
    serve({
      graph: {
        ReminderSettings: () => {
          if (failing) throw new Error('gateway unreachable');
          return { reminderSettings: { __typename: 'ReminderSettings', ...stored } };
        },
      },
    });
    expect(await screen.findByText('Could not load your reminders')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Daily practice reminder/ })).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: /Daily practice reminder/ })).not.toBeChecked();
  });
});
