import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { graphRefusal } from '../../graphql/errors';
import { ClosingLinesQuery, LeaveClosingLineMutation, RemoveClosingLineMutation, type ClosingLine, type GroupSessionDetail } from '../../graphql/operations';
import { LoadFailed } from '../../ui/LoadFailed';
import { Button, Card } from '../../ui/primitives';
import { toast } from '../../ui/toastStore';

/** The most a line holds, as the server takes it. */
export const CLOSING_LINE_MAX = 280;
/**
 * Lines come in the minutes after a sit: while it is this fresh, the circle is read again, at most
 * every 30 s as the page reads a sit; a line is not a thing to hurry, and one's own shows at once.
 */
const FRESH_MS = 30 * 60_000;
const POLL_MS = 30_000;

/**
 * The closing circle of a sit that has ended: the line each person who sat it left for the others,
 * and a place to leave one's own. Shown to those who sat it and to its creator, who may remove any
 * line; its author may remove their own. Lines are plain text, shown as written.
 */
export function ClosingCircle({ session, userId, now, changes = 0 }: { session: GroupSessionDetail; userId: string; now: number; changes?: number }) {
  const fresh = now - new Date(session.endsAt).getTime() < FRESH_MS;
  const { data, error, loading, refetch } = useQuery(ClosingLinesQuery, { variables: { id: session.id }, fetchPolicy: 'cache-and-network', pollInterval: fresh ? POLL_MS : 0 });
  const [leave, { loading: leaving }] = useMutation(LeaveClosingLineMutation);
  const [remove] = useMutation(RemoveClosingLineMutation);
  const [draft, setDraft] = useState('');
  const lines = data?.groupSession?.closingLines ?? [];
  const mine = lines.some((line) => line.author.id === userId);
  const creator = session.createdBy === userId;
  const reload = () => refetch().catch((failure: unknown) => console.warn('Could not reload the closing circle', failure));
  // A line left or removed by someone else, as the live socket says within a second of it.
  useEffect(() => {
    if (changes === 0) return;
    refetch().catch((failure: unknown) => console.warn('Could not reload the closing circle', failure));
  }, [changes, refetch]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    try {
      await leave({ variables: { groupSessionId: session.id, text } });
      setDraft('');
      await reload();
    } catch (failure) {
      toast({ title: 'Your line was not saved', description: graphRefusal(failure) ?? 'Please try again in a moment.', variant: 'destructive' });
    }
  };

  const removeLine = async (line: ClosingLine) => {
    try {
      await remove({ variables: { groupSessionId: session.id, id: line.id } });
      await reload();
    } catch (failure) {
      toast({ title: 'The line was not removed', description: graphRefusal(failure) ?? 'Please try again in a moment.', variant: 'destructive' });
    }
  };

  return (
    <Card title="Closing Circle" icon="heart" className="closing-circle">
      <p className="muted">The sit has ended. Leave one line for those you sat with; only they can read it.</p>
      {!data && error && !loading ? (
        <LoadFailed what="the closing circle" onRetry={refetch} />
      ) : lines.length === 0 ? (
        <p className="closing-circle__empty">{data ? 'No lines yet.' : 'Loading lines...'}</p>
      ) : (
        <ul className="closing-lines" aria-label="Closing lines">
          {lines.map((line) => {
            const author = line.author.firstName ?? 'Someone';
            return (
              <li key={line.id} className="closing-lines__item">
                <p className="closing-lines__text">{line.text}</p>
                <span className="closing-lines__author">{line.author.id === userId ? 'You' : author}</span>
                {line.author.id === userId || creator ? (
                  <Button variant="ghost" size="sm" aria-label={line.author.id === userId ? 'Remove your line' : `Remove the line by ${author}`} onClick={() => void removeLine(line)}>
                    Remove
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {session.joined ? (
        <form className="closing-circle__form" onSubmit={(event) => void submit(event)}>
          <label className="field" htmlFor="closing-line">
            <span className="field__label">Your line</span>
            <input id="closing-line" name="text" className="input" maxLength={CLOSING_LINE_MAX} value={draft} onChange={(event) => setDraft(event.target.value)} autoComplete="off" />
          </label>
          <div className="closing-circle__actions">
            <span className="muted">
              {draft.length}/{CLOSING_LINE_MAX}
              {mine ? ' · a new line takes the place of yours' : ''}
            </span>
            <Button type="submit" disabled={leaving || !draft.trim()}>
              {mine ? 'Replace Line' : 'Leave Line'}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
