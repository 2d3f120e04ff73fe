import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { currentToasts, resetToasts } from '../ui/toastStore';
import { CreateSessionDialog } from './CreateSessionDialog';

function renderDialog(CreateGroupSession: Handler = ({ input }) => ({ createGroupSession: created(input as Record<string, unknown>) })) {
  const server = fakeGraphql({ CreateGroupSession });
  const onCreated = jest.fn();
  const onOpenChange = jest.fn();
  render(
    <ApolloProvider client={server.client}>
      <CreateSessionDialog open onOpenChange={onOpenChange} onCreated={onCreated} />
    </ApolloProvider>,
  );
  const field = (name: RegExp) => screen.getByLabelText<HTMLInputElement>(name);
  return { server, onCreated, onOpenChange, field };
}

/** The session as the graph answers a create. */
function created(input: Record<string, unknown>) {
  return { __typename: 'GroupSession', id: 'new', participantCount: 1, status: 'SCHEDULED', description: null, ...input };
}

function fillRequired(field: (name: RegExp) => HTMLInputElement) {
  fireEvent.change(field(/Name/), { target: { value: 'Sunrise sit' } });
  fireEvent.change(field(/Intention/), { target: { value: 'UNITY' } });
  fireEvent.change(field(/^Start \*/), { target: { value: '2030-06-15T07:30' } });
}

describe('CreateSessionDialog', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('offers numbers only within the limits', () => {
    const { field } = renderDialog();
    expect(field(/Duration/).min).toBe('1');
    expect(field(/Duration/).max).toBe('60');
    expect(field(/Max participants/).min).toBe('1');
    expect(field(/Max participants/).max).toBe('100');
  });

  it('creates the session through the graph with out-of-range numbers brought within the limits, then closes', async () => {
    const { server, field, onCreated, onOpenChange } = renderDialog();
    fillRequired(field);
    fireEvent.change(field(/Duration/), { target: { value: '240' } });
    fireEvent.change(field(/Max participants/), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(server.calls('CreateGroupSession')).toEqual([
      {
        name: 'CreateGroupSession',
        variables: {
          input: {
            name: 'Sunrise sit',
            description: '',
            intention: 'UNITY',
            scheduledStart: new Date('2030-06-15T07:30').toISOString(),
            duration: 60,
            maxParticipants: 100,
            // A session of no community waits for its creator's Start unless they tick the box.
            startOnTime: false,
          },
        },
      },
    ]);
  });

  it('asks for the required fields and sends nothing without them', () => {
    const { server, field } = renderDialog();
    fireEvent.change(field(/Name/), { target: { value: 'Sunrise sit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(currentToasts()[0]).toMatchObject({ title: 'Please fill in all required fields', variant: 'destructive' });
    expect(server.requests).toHaveLength(0);
  });

  it('stars its required fields', () => {
    renderDialog();
    for (const label of ['Name *', 'Intention *', 'Start *']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByLabelText('Description *')).not.toBeInTheDocument();
  });

  it('replaces the required-fields toast with word of the new session once a second try succeeds', async () => {
    const { field, onCreated } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(currentToasts()[0]).toMatchObject({ title: 'Please fill in all required fields', variant: 'destructive' });
    fillRequired(field);
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(currentToasts().filter((item) => item.open)).toEqual([expect.objectContaining({ title: 'Session created', description: 'Sunrise sit is scheduled.', variant: 'default' })]);
  });

  it('says what the server refused with, and stays open', async () => {
    const { field, onCreated, onOpenChange } = renderDialog(() => ({
      createGroupSession: () => {
        throw new GraphQLError('Start time is in the past', { extensions: { code: 'BAD_USER_INPUT' } });
      },
    }));
    fillRequired(field);
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Error creating session', description: 'Start time is in the past', variant: 'destructive' }),
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('falls back to its own words when the server could not be reached', async () => {
    const { field } = renderDialog(() => Promise.reject(new Error('offline')));
    fillRequired(field);
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ title: 'Error creating session', description: 'Failed to create group session' }),
    );
  });
});
