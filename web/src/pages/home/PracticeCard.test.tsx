import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PracticeContext, type Phase, type Practice } from '../../practice/PracticeProvider';
import { PracticeCard } from './PracticeCard';

function practiceIn(phase: Phase): Practice {
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

const focusedName = () => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '';

describe('keyboard focus through the practice steps', () => {
  it('does not take the focus when the page loads', () => {
    renderCard('idle');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves to the main control of each new step', () => {
    const { show } = renderCard('idle');
    act(() => screen.getByRole('button', { name: 'Begin' }).focus());
    // Begin is replaced by the countdown: the focus goes to its Stop rather than the top of the page.
    show('countdown');
    expect(focusedName()).toBe('Stop');
    show('meditating');
    expect(focusedName()).toBe('Pause');
    show('paused');
    expect(focusedName()).toBe('Resume');
    show('meditating');
    expect(focusedName()).toBe('Pause');
    // The bell: back to the starter.
    show('idle');
    expect(focusedName()).toBe('Begin');
  });

  it('leaves the focus alone when a running meditation is picked up on load', () => {
    const { show } = renderCard('idle');
    show('meditating');
    expect(document.activeElement).toBe(document.body);
  });

  it('does not pull the focus from elsewhere on the page when a step begins on its own', () => {
    const { show } = renderCard('idle');
    act(() => screen.getByRole('button', { name: 'Begin' }).focus());
    show('countdown');
    act(() => screen.getByRole('textbox', { name: 'Elsewhere' }).focus());
    show('meditating');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
    show('idle');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
  });
});
