import { jest } from '@jest/globals';
import { shareProgress, shareText } from './share';

describe('shareText', () => {
  it('sums up sessions, minutes and streak', () => {
    expect(shareText({ totalSessions: 12, totalMinutes: 85, streak: 4 })).toBe(
      'My Peace Practice journey: 12 meditation sessions, 85 minutes of practice and a 4-day streak. ' +
        'Join me in meditating for a more peaceful world.',
    );
  });

  it('uses the singular for one', () => {
    const text = shareText({ totalSessions: 1, totalMinutes: 1, streak: 1 });
    expect(text).toContain('1 meditation session,');
    expect(text).toContain('1 minute of practice');
    expect(text).toContain('1-day streak');
  });
});

describe('shareProgress', () => {
  const stats = { totalSessions: 3, totalMinutes: 15, streak: 2 };

  it('uses the device share sheet when there is one', async () => {
    const share = jest.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(shareProgress(stats, 'https://example.test', { share, writeText })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: shareText(stats), url: 'https://example.test' }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies to the clipboard when there is no share sheet', async () => {
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(shareProgress(stats, 'https://example.test', { writeText })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(`${shareText(stats)} https://example.test`);
  });

  it('treats closing the share sheet as a choice, not a failure', async () => {
    const share = jest.fn<(data: ShareData) => Promise<void>>().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(shareProgress(stats, 'u', { share, writeText })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard when sharing fails for another reason', async () => {
    const share = jest.fn<(data: ShareData) => Promise<void>>().mockRejectedValue(new Error('not allowed'));
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(shareProgress(stats, 'u', { share, writeText })).resolves.toBe('copied');
  });
});
