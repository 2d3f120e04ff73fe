import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { AuthProvider } from '../auth/AuthProvider';
import { currentToasts, resetToasts } from '../ui/toastStore';
import Profile from './Profile';

const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: null, profileImageUrl: null, createdAt: null };

function renderProfile(answers: Record<string, Handler> = {}) {
  const { client } = fakeGraphql({
    UserStats: () => ({
      userStats: { __typename: 'UserStats', streak: 3, longestStreak: 4, protectedDays: [], totalSessions: 12, totalMinutes: 80, averageDuration: 7 },
    }),
    MyAchievements: () => ({ myAchievements: [] }),
    TodaySessions: () => ({ todaySessions: [] }),
    Me: () => ({ me: { __typename: 'User', ...user, createdAt: '2024-03-01T00:00:00Z' }, googleSignIn: false }),
    SessionEmails: () => ({ me: { __typename: 'User', id: user.id, sessionEmails: true } }),
    HiddenFromLists: () => ({ me: { __typename: 'User', id: user.id, hiddenFromLists: false } }),
    RecentSessions: () => ({ recentSessions: [] }),
    ReminderSettings: () => ({
      reminderSettings: { __typename: 'ReminderSettings', timeZone: 'UTC', daily: { time: null, channels: ['push'] }, streakKeeper: false, sessionStarts: ['email'], quietHours: null },
    }),
    PracticeSettings: () => ({ practiceSettings: { __typename: 'PracticeSettings', endSignal: 'SOUND', intervalBellMinutes: 0, dayEndHour: 0, grace: true, recordLocation: true } }),
    ...answers,
  });
  render(
    <ApolloProvider client={client}>
      <AuthProvider initial={{ status: 'ready', user }}>
        <Profile />
      </AuthProvider>
    </ApolloProvider>,
  );
}

async function pressShare() {
  const button = screen.getByRole('button', { name: 'Share Progress' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('Share Progress', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('says so when there is neither a share sheet nor a clipboard', async () => {
    renderProfile();
    await pressShare();
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Could not share progress',
        description: 'Copy failed — please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('says so when the copy is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('Document is not focused')) },
    });
    renderProfile();
    await pressShare();
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Could not share progress', variant: 'destructive' }));
  });

  it('copies the summary and confirms it', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderProfile();
    await pressShare();
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Progress copied!' }));
    expect(writeText.mock.calls[0]?.[0]).toContain('12 meditation sessions');
  });
});

describe('Profile figures and achievements', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("shows an unlocked achievement with its rarity in words", async () => {
    renderProfile({
      MyAchievements: () => ({
        myAchievements: [
          {
            __typename: 'UnlockedAchievement',
            id: 'a1',
            name: 'First Light',
            description: 'Complete your first meditation',
            icon: 'sun',
            rarity: 'LEGENDARY',
            unlockedAt: '2025-06-15T12:00:00Z',
          },
        ],
      }),
    });
    const achievement = (await screen.findByText('First Light')).closest('li')!;
    expect(achievement).toHaveTextContent('Legendary');
    expect(achievement).toHaveClass('achievement--legendary');
  });

  it('shows a failed read of the figures with a retry instead of zeros', async () => {
    let failing = true;
    renderProfile({
      UserStats: () => {
        if (failing) throw new Error('gateway unreachable');
        return {
          userStats: { __typename: 'UserStats', streak: 3, longestStreak: 4, protectedDays: [], totalSessions: 12, totalMinutes: 80, averageDuration: 7 },
        };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your figures');
    expect(screen.queryByText('Day Streak')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Progress' })).toBeDisabled();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Day Streak')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Progress' })).toBeEnabled();
  });
});

describe('Profile identity', () => {
  it("shows the person as the graph has them, the sign-in check's copy until it answers", async () => {
    renderProfile({
      Me: () => ({
        me: {
          __typename: 'User',
          id: 'u1',
          firstName: 'Ada',
          lastName: 'King',
          email: 'ada@example.test',
          profileImageUrl: null,
          createdAt: '2024-03-01T00:00:00Z',
        },
        googleSignIn: false,
      }),
    });
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ada King' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.test')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2024')).toBeInTheDocument();
  });
});

describe('Email notifications', () => {
  afterEach(() => act(() => resetToasts()));

  it('shows whether session emails are on and turns them off through the graph', async () => {
    const saved: unknown[] = [];
    renderProfile({
      SetSessionEmails: (variables) => {
        saved.push(variables);
        return { setSessionEmails: { __typename: 'User', id: user.id, sessionEmails: variables['enabled'] } };
      },
    });
    const toggle = await screen.findByRole('switch', { name: /Email notifications/ });
    await waitFor(() => expect(toggle).toBeChecked());
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(saved).toEqual([{ enabled: false }]);
    expect(currentToasts()[0]).toMatchObject({ title: 'Session emails off' });
  });

  it('keeps the Reminders card in step: session starts by email follow the switch', async () => {
    let emails = true;
    renderProfile({
      SetSessionEmails: (variables) => {
        emails = variables['enabled'] as boolean;
        return { setSessionEmails: { __typename: 'User', id: user.id, sessionEmails: emails } };
      },
      ReminderSettings: () => ({
        reminderSettings: { __typename: 'ReminderSettings', timeZone: 'UTC', daily: { time: null, channels: ['push'] }, streakKeeper: false, sessionStarts: emails ? ['email'] : [], quietHours: null },
      }),
    });
    const sessionsByEmail = async () => within(await screen.findByRole('group', { name: /Sessions you joined/ })).getByRole('checkbox', { name: 'Email' });
    await waitFor(async () => expect(await sessionsByEmail()).toBeChecked());
    const toggle = await screen.findByRole('switch', { name: /Email notifications/ });
    await waitFor(() => expect(toggle).toBeChecked());
    fireEvent.click(toggle);
    await waitFor(async () => expect(await sessionsByEmail()).not.toBeChecked());
  });

  it('says so when the change fails, and keeps the switch as it was', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderProfile({
      SetSessionEmails: () => {
        throw new Error('gateway unreachable');
      },
    });
    const toggle = await screen.findByRole('switch', { name: /Email notifications/ });
    await waitFor(() => expect(toggle).toBeChecked());
    fireEvent.click(toggle);
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Could not update email notifications', variant: 'destructive' }));
    expect(toggle).toBeChecked();
    jest.restoreAllMocks();
  });
});

describe('Meditated together', () => {
  it('shows recent group sits with how many others sat them, and no card before there are any', async () => {
    const sit = (id: string, others: number | null) => ({ __typename: 'MeditationSession', id, intention: 'PEACE', location: 'Lisbon', duration: 10, timestamp: '2030-06-15T10:00:00Z', others, partial: false });
    renderProfile({ RecentSessions: () => ({ recentSessions: [sit('a', 12), sit('b', 1), sit('c', 0), sit('d', null)] }) });
    expect(await screen.findByText('10 min · with 12 others')).toBeInTheDocument();
    expect(screen.getByText('10 min · with 1 other')).toBeInTheDocument();
    expect(screen.getAllByText(/with \d+ other/)).toHaveLength(2);
  });

  it('shows no card to someone who has not sat with others', async () => {
    renderProfile();
    expect(await screen.findByRole('switch', { name: /Hide me from members lists/ })).toBeInTheDocument();
    expect(screen.queryByText('Meditated Together')).not.toBeInTheDocument();
  });
});

describe('Settings', () => {
  afterEach(() => act(() => resetToasts()));

  it('holds every practice choice and the email notifications in one section', async () => {
    renderProfile();
    const section = (await screen.findByRole('heading', { name: 'Settings' })).closest('section') as HTMLElement;
    expect(within(section).getByRole('combobox', { name: 'End of a sit' })).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: /Interval bell/ })).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: /My day ends at/ })).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: /Grace day/ })).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: /Email notifications/ })).toBeInTheDocument();
    expect(screen.getAllByRole('switch', { name: /Email notifications/ })).toHaveLength(1);
    expect(within(section).getByRole('switch', { name: /Hide me from members lists/ })).toBeInTheDocument();
  });

  it('shows the saved choices and saves a change through the graph', async () => {
    const saved: unknown[] = [];
    renderProfile({
      ReminderSettings: () => ({
      reminderSettings: { __typename: 'ReminderSettings', timeZone: 'UTC', daily: { time: null, channels: ['push'] }, streakKeeper: false, sessionStarts: ['email'], quietHours: null },
    }),
    PracticeSettings: () => ({ practiceSettings: { __typename: 'PracticeSettings', endSignal: 'LIGHT', intervalBellMinutes: 2, dayEndHour: 3, grace: false, recordLocation: true } }),
      UpdatePracticeSettings: (variables) => {
        saved.push(variables['input']);
        return { updatePracticeSettings: { __typename: 'PracticeSettings', endSignal: 'LIGHT', intervalBellMinutes: 5, dayEndHour: 3, grace: false, recordLocation: true } };
      },
    });
    const interval = await screen.findByRole('combobox', { name: /Interval bell/ });
    await waitFor(() => expect(interval).toHaveValue('2'));
    expect(screen.getByRole('combobox', { name: 'End of a sit' })).toHaveValue('LIGHT');
    expect(screen.getByRole('combobox', { name: /My day ends at/ })).toHaveDisplayValue('3 am');
    expect(screen.getByRole('switch', { name: /Grace day/ })).not.toBeChecked();
    await waitFor(() => expect(interval).toBeEnabled());
    fireEvent.change(interval, { target: { value: '5' } });
    await waitFor(() => expect(interval).toHaveValue('5'));
    expect(saved).toEqual([{ intervalBellMinutes: 5 }]);
    expect(currentToasts()[0]).toMatchObject({ title: 'Settings saved' });
  });

  it("saves Don't record my location on the server, and shares the device's position only when chosen", async () => {
    const saved: unknown[] = [];
    renderProfile({
      UpdatePracticeSettings: (variables) => {
        saved.push(variables['input']);
        return { updatePracticeSettings: { __typename: 'PracticeSettings', endSignal: 'SOUND', intervalBellMinutes: 0, dayEndHour: 0, grace: true, recordLocation: false } };
      },
    });
    const dontRecord = await screen.findByRole('switch', { name: /Don't record my location/ });
    const device = screen.getByRole('switch', { name: /Use this device's position/ });
    // Off until the person chooses: nothing asks the device for its position on its own.
    expect(dontRecord).not.toBeChecked();
    expect(device).not.toBeChecked();
    await waitFor(() => expect(dontRecord).toBeEnabled());
    fireEvent.click(dontRecord);
    await waitFor(() => expect(saved).toEqual([{ recordLocation: false }]));
    await waitFor(() => expect(dontRecord).toBeChecked());
    expect(device).toBeDisabled();
  });

  it('says so when a change fails, and keeps the choice as it was', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderProfile({
      UpdatePracticeSettings: () => {
        throw new Error('gateway unreachable');
      },
    });
    const grace = await screen.findByRole('switch', { name: /Grace day/ });
    await waitFor(() => expect(grace).toBeEnabled());
    fireEvent.click(grace);
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Could not save your settings', variant: 'destructive' }));
    expect(grace).toBeChecked();
    jest.restoreAllMocks();
  });
});
