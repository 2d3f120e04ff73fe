import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, creator, hour, member, person, renderAs, session } from '../../../test/groupSessionPage';
import { resetToasts } from '../../ui/toastStore';

/** A line as the graph answers it. */
const line = (id: string, text: string, author: ReturnType<typeof person>) => ({ __typename: 'ClosingLine', id, text, writtenAt: '2030-06-15T12:00:00.000Z', author });
/** A sit that ended an hour and fifty minutes ago by the server's clock. */
const ended = (extra: Record<string, unknown> = {}) => session({ status: 'COMPLETED', ...extra }, -2 * hour);
const circleOf = (lines: unknown[]) => () => ({ groupSession: { __typename: 'GroupSession', id: 's1', closingLines: lines } });

describe('the closing circle', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'debug').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('shows a participant the lines once the sit has ended, as the text they are, and leaves theirs trimmed', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const { server } = renderAs(member, {
      GroupSession: answer(ended({ joined: true })),
      ClosingLines: circleOf([line('l1', markup, person('u3', 'Alan'))]),
      LeaveClosingLine: ({ text }) => ({ leaveClosingLine: line('l2', String(text), person('u1', 'Ada')) }),
    });
    const lines = await screen.findByRole('list', { name: 'Closing lines' });
    expect(within(lines).getByText(markup)).toBeInTheDocument();
    expect(lines.querySelector('img')).toBeNull();
    expect(within(lines).getByText('Alan')).toBeInTheDocument();
    // Not their line, and not their session: nothing to remove.
    expect(within(lines).queryByRole('button')).not.toBeInTheDocument();

    const field = screen.getByLabelText('Your line');
    expect(field).toHaveAttribute('maxLength', '280');
    fireEvent.change(field, { target: { value: '  Thank you all  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Leave Line' }));
    await screen.findByDisplayValue('');
    expect(server.calls('LeaveClosingLine')).toEqual([{ name: 'LeaveClosingLine', variables: { groupSessionId: 's1', text: 'Thank you all' } }]);
  });

  it('reads the lines again as soon as the socket says one was left, without a reload', async () => {
    let lines = [line('l1', 'From Alan', person('u3', 'Alan'))];
    const { server, live } = renderAs(member, {
      GroupSession: answer(ended({ joined: true })),
      ClosingLines: () => circleOf(lines)(),
    });
    const shown = await screen.findByRole('list', { name: 'Closing lines' });
    const reads = server.calls('ClosingLines').length;
    lines = [...lines, line('l3', 'From Grace', person('u2', 'Grace'))];
    live.push({ type: 'groupSessionClosingLines', groupSessionId: 's1' });
    expect(await within(shown).findByText('From Grace', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(server.calls('ClosingLines')).toHaveLength(reads + 1);
  });

  it('lets the creator remove anyone’s line, and an author only their own', async () => {
    const lines = [line('l1', 'From Alan', person('u3', 'Alan')), line('l2', 'From Ada', person('u1', 'Ada'))];
    const { server } = renderAs(creator, {
      GroupSession: answer(ended({ joined: true })),
      ClosingLines: circleOf(lines),
      RemoveClosingLine: ({ id }) => ({ removeClosingLine: id }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the line by Alan' }));
    expect(screen.getByRole('button', { name: 'Remove the line by Ada' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('RemoveClosingLine')).toHaveLength(1));
    expect(server.calls('RemoveClosingLine')).toEqual([{ name: 'RemoveClosingLine', variables: { groupSessionId: 's1', id: 'l1' } }]);
  });

  it('offers an author the removal of their own line only', async () => {
    renderAs(member, {
      GroupSession: answer(ended({ joined: true })),
      ClosingLines: circleOf([line('l1', 'From Alan', person('u3', 'Alan')), line('l2', 'From Ada', person('u1', 'Ada'))]),
    });
    const lines = await screen.findByRole('list', { name: 'Closing lines' });
    expect(within(lines).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Remove your line']);
    expect(screen.getByRole('button', { name: 'Replace Line' })).toBeDisabled();
  });

  it.each([
    ['before the sit', { joined: true }, 2 * hour],
    ['to someone who did not sit it', { status: 'COMPLETED', joined: false }, -2 * hour],
    ['for a cancelled session', { status: 'CANCELLED', joined: true }, -2 * hour],
  ])('is not there %s, and is not asked for', async (_case, extra, startsInMs) => {
    const { server } = renderAs(member, { GroupSession: answer(session(extra, startsInMs)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.queryByText('Closing Circle')).not.toBeInTheDocument();
    expect(server.calls('ClosingLines')).toHaveLength(0);
  });
});
