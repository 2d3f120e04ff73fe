import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeRest, type RestRoutes } from '../../../test/fakeRest';
import { PUSH_PROBLEMS } from '../../features/reminders/DevicePushSwitch';
import { keyBytes } from '../../features/reminders/pushDevice';
import type { Reminders } from '../../features/reminders/reminders';
import { currentToasts, resetToasts } from '../../ui/toastStore';
import { RemindersCard } from './RemindersCard';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example/send/device-1';

const stored: Reminders = { timeZone: 'Europe/Berlin', daily: { time: null, channels: ['push'] }, streakKeeper: false, sessionStarts: ['email'], quietHours: null };

/** The REST routes as the server answers them, keeping what is PUT. */
function server(extra: RestRoutes = {}, devices: { id: string; endpoint: string }[] = []) {
  let reminders = stored;
  return fakeRest({
    'GET /api/reminders': () => ({ status: 200, body: reminders }),
    'PUT /api/reminders': (change) => {
      reminders = { ...reminders, ...(change as Partial<Reminders>) };
      return { status: 200, body: reminders };
    },
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

async function renderCard() {
  render(<RemindersCard />);
  await screen.findByRole('switch', { name: /Daily practice reminder/ });
}

const pushSwitch = () => screen.getByRole('switch', { name: /Push on this device/ });
const sessionsGroup = () => screen.getByRole('group', { name: /Sessions you joined/ });

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
    const { calls } = server();
    const browser = pushBrowser({ answer: 'granted' });
    await renderCard();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();

    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', body: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } } },
    ]);
    expect(currentToasts()[0]).toMatchObject({ title: 'Push on for this device' });
  });

  it('turned off, ends the browser subscription and removes the device from the server', async () => {
    const { calls } = server({}, [{ id: 'sub-1', endpoint: ENDPOINT }]);
    const browser = pushBrowser({ answer: 'granted', permission: 'granted', subscribed: true });
    await renderCard();
    await waitFor(() => expect(pushSwitch()).toBeChecked());

    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/push/subscriptions/sub-1']);
    expect(browser.subscription()).toBeNull();
    expect(currentToasts()[0]).toMatchObject({ title: 'Push off for this device' });
  });

  it('chosen for session starts, asks first; when notifications are blocked, says so and saves no push', async () => {
    const { calls } = server();
    const browser = pushBrowser({ answer: 'denied' });
    await renderCard();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());

    fireEvent.click(within(sessionsGroup()).getByRole('checkbox', { name: 'Push' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_PROBLEMS.denied);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(within(sessionsGroup()).getByRole('checkbox', { name: 'Push' })).not.toBeChecked();
  });

  it('chosen for session starts with permission given, subscribes this device and then saves push beside email', async () => {
    const { calls } = server();
    pushBrowser({ answer: 'granted' });
    await renderCard();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());

    fireEvent.click(within(sessionsGroup()).getByRole('checkbox', { name: 'Push' }));
    await waitFor(() => expect(within(sessionsGroup()).getByRole('checkbox', { name: 'Push' })).toBeChecked());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/push/subscriptions', 'PUT /api/reminders']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ sessionStarts: ['email', 'push'] });
    expect(pushSwitch()).toBeChecked();
  });

  it('in a browser without push, says so and cannot be turned on', async () => {
    server();
    await renderCard();
    expect(await screen.findByText(PUSH_PROBLEMS.unsupported)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
  });
});

describe('the daily practice reminder', () => {
  it('turned on by push with permission given, subscribes this device first and is saved at 07:30', async () => {
    const { calls } = server();
    const browser = pushBrowser({ answer: 'granted' });
    await renderCard();
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    fireEvent.click(screen.getByRole('switch', { name: /Daily practice reminder/ }));
    expect(await screen.findByLabelText('Remind me at')).toHaveValue('07:30');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/push/subscriptions', expect.objectContaining({ endpoint: ENDPOINT })],
      ['PUT', '/api/reminders', { daily: { time: '07:30', channels: ['push'] } }],
    ]);
  });

  it('turned on in a browser without push, is saved at 07:30 by email and says why; a new time is saved when the field is left', async () => {
    const { calls } = server();
    await renderCard();
    fireEvent.click(screen.getByRole('switch', { name: /Daily practice reminder/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_PROBLEMS.unsupported);
    const time = await screen.findByLabelText('Remind me at');
    expect(time).toHaveValue('07:30');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ daily: { time: '07:30', channels: ['email'] } }]);

    await waitFor(() => expect(time).toBeEnabled());
    fireEvent.change(time, { target: { value: '06:45' } });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    fireEvent.blur(time);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { daily: { time: '07:30', channels: ['email'] } },
      { daily: { time: '06:45', channels: ['email'] } },
    ]));
    expect(currentToasts()[0]).toMatchObject({ title: 'Reminders saved' });
  });

  it("names the field in the server's refusal and keeps what was saved", async () => {
    server({ 'PUT /api/reminders': () => ({ status: 400, body: { message: 'timeZone: Unknown time zone' } }) });
    await renderCard();
    fireEvent.change(screen.getByRole('combobox', { name: /Time zone/ }), { target: { value: 'Asia/Tokyo' } });
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Could not save your reminders', description: 'timeZone: Unknown time zone', variant: 'destructive' }));
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('Europe/Berlin');
  });
});

describe('reading the reminders', () => {
  it('shows a failure with a retry, never the defaults as if they were saved', async () => {
    let failing = true;
    server({ 'GET /api/reminders': () => (failing ? { status: 503, body: { message: 'Unavailable' } } : { status: 200, body: stored }) });
    render(<RemindersCard />);
    expect(await screen.findByText('Could not load your reminders')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Daily practice reminder/ })).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: /Daily practice reminder/ })).not.toBeChecked();
  });
});
