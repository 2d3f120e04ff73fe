import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Recommendation } from '../../features/recommendations';
import { PracticeContext, type Practice } from '../../practice/PracticeProvider';
import { currentToasts, resetToasts } from '../../ui/toastStore';
import { ForYouCard } from './ForYouCard';
import { PRACTICE_CARD_ID } from './PracticeCard';

const meta = { intention: null, duration: null, groupId: null, achievementName: null };
const streak: Recommendation = {
  id: 'streak-4',
  type: 'STREAK',
  title: 'Keep your 4-day streak',
  description: 'You have meditated 4 days in a row.',
  actionText: 'Meditate now',
  metadata: { ...meta, intention: 'LOVE', duration: 10 },
};
const community: Recommendation = {
  id: 'community-g1',
  type: 'COMMUNITY',
  title: 'Join Morning Peace Circle',
  description: 'A community meditating on Peace.',
  actionText: 'View community',
  metadata: { ...meta, intention: 'PEACE', duration: 10, groupId: 'g1' },
};
const achievement: Recommendation = {
  id: 'achievement-sessions-10',
  type: 'ACHIEVEMENT',
  title: 'Unlock Finding Your Rhythm',
  description: '1 more meditation to unlock Finding Your Rhythm.',
  actionText: 'Keep going',
  metadata: { ...meta, intention: 'PEACE', duration: 5, achievementName: 'Finding Your Rhythm' },
};

function renderCard(recommendations: Recommendation[], loading = false) {
  const chooseIntention = jest.fn<Practice['chooseIntention']>();
  const chooseDuration = jest.fn<Practice['chooseDuration']>();
  const nothing = () => {};
  const practice: Practice = {
    phase: 'idle',
    intention: null,
    duration: 5,
    minutes: 5,
    countdown: 3,
    remaining: 300,
    total: 300,
    location: null,
    chooseIntention,
    chooseDuration,
    begin: nothing,
    pause: nothing,
    resume: nothing,
    stop: nothing,
    minutesSat: 0,
    keep: nothing,
  };
  const scrolled = jest.fn();
  const view = render(
    <MemoryRouter initialEntries={['/']}>
      <PracticeContext.Provider value={practice}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <section
                  id={PRACTICE_CARD_ID}
                  ref={(node) => {
                    if (node) node.scrollIntoView = scrolled;
                  }}
                />
                <ForYouCard recommendations={recommendations} loading={loading} />
              </>
            }
          />
          <Route path="/communities/:groupId" element={<p>Community page</p>} />
        </Routes>
      </PracticeContext.Provider>
    </MemoryRouter>,
  );
  return { chooseIntention, chooseDuration, scrolled, view };
}

describe('the For You card', () => {
  afterEach(() => act(() => resetToasts()));

  it('shows three placeholders while loading', () => {
    const { view } = renderCard([], true);
    expect(screen.getByRole('heading', { name: 'For You' })).toBeInTheDocument();
    expect(view.container.querySelectorAll('.skeleton')).toHaveLength(6);
    expect(view.container.querySelectorAll('li')).toHaveLength(3);
  });

  it('stays out of the way when there is nothing to suggest', () => {
    renderCard([]);
    expect(screen.queryByRole('heading', { name: 'For You' })).not.toBeInTheDocument();
  });

  it('shows at most three suggestions', () => {
    renderCard([streak, community, achievement, { ...streak, id: 'another' }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('applies a streak suggestion to the starter, scrolls to it and says so', () => {
    const { chooseIntention, chooseDuration, scrolled } = renderCard([streak]);
    fireEvent.click(screen.getByRole('button', { name: 'Meditate now' }));
    expect(chooseIntention).toHaveBeenCalledWith('LOVE');
    expect(chooseDuration).toHaveBeenCalledWith(10);
    expect(scrolled).toHaveBeenCalled();
    expect(currentToasts()[0]).toMatchObject({
      title: 'Recommendation Applied',
      description: 'Settings updated based on your "Keep your 4-day streak" recommendation.',
    });
  });

  it('opens the community of a community suggestion', () => {
    const { chooseIntention } = renderCard([community]);
    fireEvent.click(screen.getByRole('button', { name: 'View community' }));
    expect(screen.getByText('Community page')).toBeInTheDocument();
    expect(chooseIntention).not.toHaveBeenCalled();
    expect(currentToasts()).toEqual([]);
  });

  it('takes an achievement suggestion to the starter without changing it', () => {
    const { chooseIntention, scrolled } = renderCard([achievement]);
    fireEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(scrolled).toHaveBeenCalled();
    expect(chooseIntention).not.toHaveBeenCalled();
    expect(currentToasts()).toEqual([]);
  });
});
