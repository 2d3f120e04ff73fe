import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { founded, openCreate, openTab, refusal, renderPage, session } from '../../test/communitiesPage';
import { browserTimeZone } from '../lib/time';
import { currentToasts, resetToasts } from '../ui/toastStore';

describe('the Create dialog of the communities page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it("starts a community with the spec's defaults: public, 100 members, weekly with day buttons, 5 minutes", async () => {
    renderPage();
    const dialog = await openCreate('Create Community');
    expect(within(dialog).getByRole('button', { name: 'Community' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' }).value).toBe('1');
    const max = within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: 'Max members' });
    expect(max.value).toBe('100');
    expect(max).toHaveAttribute('min', '1');
    expect(max).toHaveAttribute('max', '1000');
    const duration = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Session length' });
    expect(duration.value).toBe('5');
    expect([...duration.options].map((option) => option.value)).toEqual(['5', '10', '20']);
    const frequency = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Frequency' });
    expect(frequency.value).toBe('WEEKLY');
    expect(within(dialog).getAllByRole('button', { pressed: false }).map((day) => day.textContent)).toEqual(
      expect.arrayContaining(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']),
    );

    fireEvent.change(frequency, { target: { value: 'DAILY' } });
    expect(within(dialog).queryByRole('button', { name: 'Mon' })).not.toBeInTheDocument();
  });

  it('names the time zone of the meeting time, as Manage does', async () => {
    renderPage();
    const dialog = await openCreate('Create Community');
    expect(within(dialog).getByLabelText(`Meeting time (${browserTimeZone().replace(/_/g, ' ')})`)).toBeInTheDocument();
  });

  it('takes the required-fields toast away once a second try creates the community', async () => {
    renderPage({ CreateCommunity: () => ({ createCommunity: { ...founded, id: 'g42' } }) });
    const dialog = await openCreate('Create Community');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Please fill in all required fields' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Evening Kindness' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'COMPASSION' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
    await waitFor(() => expect(currentToasts().filter((item) => item.open)).toEqual([]));
  });

  it('asks for the name and the intention before creating anything', async () => {
    const server = renderPage();
    const dialog = await openCreate('Create Community');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Evening Kindness' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Please fill in all required fields', variant: 'destructive' }));
    expect(server.calls('CreateCommunity')).toHaveLength(0);
  });

  it('creates the community as filled in and opens it', async () => {
    const server = renderPage({ CreateCommunity: () => ({ createCommunity: { ...founded, id: 'g42' } }) });
    const dialog = await openCreate('Create Community');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: '  Evening Kindness ' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'COMPASSION' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Visibility' }), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Max members' }), { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mon' }));
    fireEvent.change(within(dialog).getByLabelText(/^Meeting time/), { target: { value: '07:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/communities/g42'));
    expect(server.calls('CreateCommunity')[0]?.variables['input']).toMatchObject({
      name: 'Evening Kindness',
      intention: 'COMPASSION',
      isPublic: 0,
      maxMembers: 1000,
      meetingSchedule: 'WEEKLY',
      meetingDays: ['WEDNESDAY', 'MONDAY'],
      meetingTime: '07:30',
      meditationDuration: 5,
    });
    expect(currentToasts()).toHaveLength(0);
  });

  it("says why a community could not be created, in the graph's words", async () => {
    renderPage({ CreateCommunity: () => ({ createCommunity: refusal('name: at most 100 characters', 'BAD_USER_INPUT') }) });
    const dialog = await openCreate('Create Community');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Evening Kindness' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'LOVE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Error creating community',
        description: 'name: at most 100 characters',
        variant: 'destructive',
      }),
    );
  });

  it('falls back to a general reason when creating fails inside the server', async () => {
    renderPage({ CreateCommunity: () => ({ createCommunity: refusal('Unexpected error.', 'INTERNAL_SERVER_ERROR') }) });
    const dialog = await openCreate('Create Community');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Evening Kindness' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'LOVE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Error creating community', description: 'Failed to create meditation community' }),
    );
  });

  it('switches to the session form: 5, 10 or 20 minutes and up to 1000 people, in one of my communities', async () => {
    const server = renderPage({
      MyCommunities: () => ({ myCommunities: [founded] }),
      CreateGroupSession: () => ({ createGroupSession: session('s1', 'Dusk sit', 60) }),
    });
    openTab('My Communities');
    await screen.findByRole('heading', { name: 'Evening Kindness' });
    const dialog = await openCreate('Create Community');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Session' }));
    expect(within(dialog).getByRole('button', { name: 'Session' })).toHaveAttribute('aria-pressed', 'true');
    const duration = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Duration' });
    expect([...duration.options].map((option) => option.value)).toEqual(['5', '10', '20']);
    expect(duration.value).toBe('5');
    const max = within(dialog).getByRole('spinbutton', { name: 'Max participants' });
    expect(max).toHaveAttribute('max', '1000');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Please fill in all required fields' }));
    expect(server.calls('CreateGroupSession')).toHaveLength(0);

    expect(within(dialog).getByRole('checkbox', { name: 'Start on time by itself' })).toBeChecked();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Session name *' }), { target: { value: 'Dusk sit' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'PEACE' } });
    fireEvent.change(within(dialog).getByLabelText('Start *'), { target: { value: '2030-01-02T18:00' } });
    fireEvent.change(duration, { target: { value: '20' } });
    fireEvent.change(max, { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));

    await waitFor(() => expect(server.calls('CreateGroupSession')).toHaveLength(1));
    expect(server.calls('CreateGroupSession')[0]?.variables['input']).toMatchObject({
      name: 'Dusk sit',
      intention: 'PEACE',
      groupId: 'g9',
      duration: 20,
      maxParticipants: 1000,
      scheduledStart: new Date('2030-01-02T18:00').toISOString(),
      // A community's session starts on time by itself unless its creator unticks it.
      startOnTime: true,
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('says a session could not be scheduled, with the fallback when the server gave no reason', async () => {
    renderPage({ CreateGroupSession: () => ({ createGroupSession: refusal('boom', 'INTERNAL_SERVER_ERROR') }) });
    const dialog = await openCreate('Schedule Session');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Session name *' }), { target: { value: 'Dusk sit' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Intention *' }), { target: { value: 'PEACE' } });
    fireEvent.change(within(dialog).getByLabelText('Start *'), { target: { value: '2030-01-02T18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Error scheduling session',
        description: 'Failed to schedule meditation session',
        variant: 'destructive',
      }),
    );
  });
});
