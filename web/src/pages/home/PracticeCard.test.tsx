import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { PracticeContext, type Phase, type Practice } from '../../practice/PracticeProvider';
import { PracticeCard } from './PracticeCard';

function practiceIn(phase: Phase, overrides: Partial<Practice> = {}): Practice {
  const nothing = () => {};
  return {
    phase,
    intention: 'PEACE',
    duration: 5,
    minutes: 5,
    countdown: 3,
    remaining: 300,
    total: 300,
    location: null,
    chooseIntention: nothing,
    chooseDuration: nothing,
    begin: nothing,
    pause: nothing,
    resume: nothing,
    stop: nothing,
    minutesSat: 0,
    keep: nothing,
    ...overrides,
  };
}

function renderCard(phase: Phase) {
  const view = render(
    <MemoryRouter>
      <input aria-label="Elsewhere" />
      <PracticeContext.Provider value={practiceIn(phase)}>
        <PracticeCard />
      </PracticeContext.Provider>
    </MemoryRouter>,
  );
  const show = (next: Phase) =>
    view.rerender(
      <MemoryRouter>
        <input aria-label="Elsewhere" />
        <PracticeContext.Provider value={practiceIn(next)}>
          <PracticeCard />
        </PracticeContext.Provider>
      </MemoryRouter>,
    );
  return { show };
}

describe('keyboard focus through the practice steps', () => {
  it('does not take the focus when the page loads', () => {
    renderCard('idle');
    expect(document.body).toHaveFocus();
  });

  it('moves to the main control of each new step', () => {
    const { show } = renderCard('idle');
    act(() => screen.getByRole('button', { name: 'Begin' }).focus());
    // Begin is replaced by the countdown: the focus goes to its Stop rather than the top of the page.
    show('countdown');
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus();
    show('meditating');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    show('paused');
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    show('meditating');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    // The bell: back to the starter.
    show('idle');
    expect(screen.getByRole('button', { name: 'Begin' })).toHaveFocus();
  });

  it('leaves the focus alone when a running meditation is picked up on load', () => {
    const { show } = renderCard('idle');
    show('meditating');
    expect(document.body).toHaveFocus();
  });

  it('does not pull the focus from elsewhere on the page when a step begins on its own', () => {
    const { show } = renderCard('idle');
    act(() => screen.getByRole('button', { name: 'Begin' }).focus());
    show('countdown');
    act(() => screen.getByRole('textbox', { name: 'Elsewhere' }).focus());
    show('meditating');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
    show('idle');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });
});

describe('the starter', () => {
  it("offers the seven intentions in the spec's words, and names the running one the same way", () => {
    const { show } = renderCard('idle');
    const chips = screen.getAllByRole('radio').filter((input) => input.getAttribute('name') === 'intention');
    expect(chips.map((chip) => chip.closest('label')?.textContent)).toEqual([
      'Peace',
      'Non-Violence',
      'Forgiveness',
      'Compassion',
      'Love',
      'Unity',
      'Service',
    ]);
    expect(screen.getByRole('radio', { name: 'Peace' })).toBeChecked();
    expect(screen.getByRole('link', { name: /About peace meditation/ })).toHaveAttribute('href', '/peace-meditation');
    show('meditating');
    expect(screen.getByText(/Meditating for/)).toHaveTextContent('Meditating for Peace');
  });
});

describe('opened from a reminder', () => {
  function renderAt(address: string, phase: Phase) {
    let location = '';
    function Address() {
      location = `${useLocation().pathname}${useLocation().search}`;
      return null;
    }
    Element.prototype.scrollIntoView = () => {};
    render(
      <MemoryRouter initialEntries={[address]}>
        <Address />
        <PracticeContext.Provider value={practiceIn(phase)}>
          <PracticeCard />
        </PracticeContext.Provider>
      </MemoryRouter>,
    );
    return () => location;
  }

  it('has the timer ready, Begin focused, and takes the request out of the address', async () => {
    const location = renderAt('/?timer=ready', 'idle');
    expect(screen.getByRole('button', { name: 'Begin' })).toHaveFocus();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('leaves a sit already running as it is', async () => {
    const location = renderAt('/?timer=ready', 'meditating');
    expect(document.body).toHaveFocus();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('takes nothing on an ordinary visit', () => {
    renderAt('/', 'idle');
    expect(document.body).toHaveFocus();
  });
});
