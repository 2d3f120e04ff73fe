import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeGraphql, type Handler } from '../../../test/fakeGraphql';
import { currentToasts, resetToasts } from '../../ui/toastStore';
import { HideFromListsSetting } from './HideFromListsSetting';

function renderSetting(answers: Record<string, Handler>) {
  const { client } = fakeGraphql(answers);
  render(
    <ApolloProvider client={client}>
      <HideFromListsSetting />
    </ApolloProvider>,
  );
}

const me = (hiddenFromLists: boolean) => ({ __typename: 'User', id: 'u1', hiddenFromLists });

describe('Hide me from members lists', () => {
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('shows the saved choice and changes it through the graph, both ways', async () => {
    const saved: unknown[] = [];
    renderSetting({
      HiddenFromLists: () => ({ me: me(false) }),
      SetHiddenFromLists: (variables) => {
        saved.push(variables);
        return { setHiddenFromLists: me(variables['hidden'] as boolean) };
      },
    });
    const toggle = await screen.findByRole('switch', { name: /Hide me from members lists/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(currentToasts()[0]).toMatchObject({ title: 'Hidden from members lists' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(saved).toEqual([{ hidden: true }, { hidden: false }]);
  });

  it('says so when the change fails, and keeps the switch as it was', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderSetting({
      HiddenFromLists: () => ({ me: me(true) }),
      SetHiddenFromLists: () => {
        throw new Error('gateway unreachable');
      },
    });
    const toggle = await screen.findByRole('switch', { name: /Hide me from members lists/ });
    await waitFor(() => expect(toggle).toBeChecked());
    fireEvent.click(toggle);
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Could not update your privacy setting', variant: 'destructive' }));
    expect(toggle).toBeChecked();
  });

  it('offers a retry when the setting cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderSetting({
      HiddenFromLists: () => {
        throw new Error('gateway unreachable');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/your privacy setting/);
  });
});
