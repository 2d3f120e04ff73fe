import { jest } from '@jest/globals';
import { currentToasts, resetToasts } from '../ui/toastStore';
import { joinCommunity } from './communities';

function answer(status: number, body: string) {
  const response = { ok: status < 400, status, statusText: status < 400 ? 'OK' : 'Error', text: () => Promise.resolve(body) };
  globalThis.fetch = jest.fn(() => Promise.resolve(response)) as unknown as typeof fetch;
}

describe('joinCommunity', () => {
  afterEach(() => resetToasts());

  it('posts the join and says nothing when it works', async () => {
    answer(200, '{}');
    await expect(joinCommunity('g 1')).resolves.toBe(true);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/meditation-groups/g%201/join', expect.objectContaining({ method: 'POST' }));
    expect(currentToasts()).toHaveLength(0);
  });

  it("tells a member calmly that they are already in (not as an error)", async () => {
    answer(400, JSON.stringify({ message: 'Already a member' }));
    await expect(joinCommunity('g1')).resolves.toBe(false);
    expect(currentToasts()[0]).toMatchObject({
      title: 'Already a member',
      description: 'You are already a member of this meditation community.',
      variant: 'default',
    });
  });

  it("shows the server's own reason for any other refusal", async () => {
    answer(403, JSON.stringify({ message: 'This community is full' }));
    await expect(joinCommunity('g1')).resolves.toBe(false);
    expect(currentToasts()[0]).toMatchObject({ title: 'Failed to join', description: 'This community is full', variant: 'destructive' });
  });

  it('falls back to a general reason when the server gave none', async () => {
    answer(500, '');
    await joinCommunity('g1');
    expect(currentToasts()[0]).toMatchObject({
      title: 'Failed to join',
      description: 'Could not join the meditation community.',
      variant: 'destructive',
    });
  });
});
