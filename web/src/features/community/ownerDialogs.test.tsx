import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { asMember, asOwner, refusal, renderPage, showing } from '../../../test/communityPage';
import type { Handler } from '../../../test/fakeGraphql';
import { currentToasts, resetToasts } from '../../ui/toastStore';
import { viewerInZone } from '../../../test/viewerZone';

describe("a community owner's dialogs", () => {
  // A viewer in New York: times read in their own zone, named EST.
  viewerInZone('America/New_York');
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  describe('Manage Community', () => {
    async function openManage(graph: Record<string, Handler> = {}) {
      const server = renderPage({ ...showing(asOwner), ...graph });
      fireEvent.click(await screen.findByRole('button', { name: 'Manage' }));
      return { server, dialog: await screen.findByRole('dialog', { name: 'Manage Community' }) };
    }

    it('starts from the current settings', async () => {
      const { dialog } = await openManage();
      expect(within(dialog).getByRole('textbox', { name: 'Name *' })).toHaveValue('Morning Stillness');
      expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Quiet mornings together');
      expect(within(dialog).getByRole('combobox', { name: 'Intention *' })).toHaveValue('NON_VIOLENCE');
      expect(within(dialog).getByRole('combobox', { name: 'Visibility' })).toHaveValue('1');
      expect(within(dialog).getByRole('spinbutton', { name: 'Max members' })).toHaveValue(100);
      expect(within(dialog).getByRole('combobox', { name: 'Session length' })).toHaveValue('10');
      expect(within(dialog).getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(dialog).getByRole('button', { name: 'Tue' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(dialog).getByLabelText(/Meeting time/)).toHaveValue('07:30');
    });

    it('saves the changes: an emptied max members becomes 100, a new frequency starts the days afresh', async () => {
      const { server, dialog } = await openManage({
        UpdateCommunity: ({ input }) => ({ updateCommunity: { ...asOwner, ...(input as object), meetingDays: [] } }),
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name *' }), { target: { value: 'Dawn Stillness' } });
      fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Max members' }), { target: { value: '' } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Frequency' }), { target: { value: 'DAILY' } });
      expect(within(dialog).queryByRole('button', { name: 'Mon' })).not.toBeInTheDocument();
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Frequency' }), { target: { value: 'WEEKLY' } });
      expect(within(dialog).getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'false');
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Frequency' }), { target: { value: 'DAILY' } });
      fireEvent.change(within(dialog).getByLabelText(/Meeting time/), { target: { value: '18:15' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.calls('UpdateCommunity')[0]?.variables).toMatchObject({
        id: 'g1',
        input: { name: 'Dawn Stillness', maxMembers: 100, meetingSchedule: 'DAILY', meetingDays: [], meetingTime: '18:15' },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Dawn Stillness' })).toBeInTheDocument();
      expect(screen.getByText('Daily at 6:15 PM EST')).toBeInTheDocument();
    });

    it('says when the settings could not be saved', async () => {
      const { dialog } = await openManage({ UpdateCommunity: () => ({ updateCommunity: refusal('nope', 'INTERNAL_SERVER_ERROR') }) });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to update community settings', variant: 'destructive' }),
      );
      expect(screen.getByRole('dialog', { name: 'Manage Community' })).toBeInTheDocument();
    });

    it('opens at once when the owner came from Manage on the list', async () => {
      renderPage(showing(asOwner), '/communities/g1?manage=1');
      expect(await screen.findByRole('dialog', { name: 'Manage Community' })).toBeInTheDocument();
    });

    it('stays closed for anybody else, whatever the address says', async () => {
      renderPage(showing(asMember), '/communities/g1?manage=1');
      await screen.findByRole('button', { name: 'Leave' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('Delete Community', () => {
    it('asks first, then deletes and goes back to the communities', async () => {
      const server = renderPage({ ...showing(asOwner), DeleteCommunity: () => ({ deleteCommunity: 'g1' }) });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Community' });
      expect(server.calls('DeleteCommunity')).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/communities$/));
      expect(server.calls('DeleteCommunity')[0]?.variables).toEqual({ id: 'g1' });
    });

    it('says why it could not delete, or that it could not', async () => {
      let reason = refusal('Only the owner can delete it', 'FORBIDDEN');
      renderPage({ ...showing(asOwner), DeleteCommunity: () => ({ deleteCommunity: reason }) });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({ title: 'Failed to delete', description: 'Only the owner can delete it', variant: 'destructive' }),
      );
      reason = refusal('boom', 'INTERNAL_SERVER_ERROR');
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
      await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Failed to delete', description: 'Could not delete the community.' }));
    });
  });
});
