import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

describe('scrolling on a new page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('leaves the page the browser opened where the reader has scrolled it, and starts each page after at its top', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // The address jsdom opened, as the browser opened the page the app takes over.
    render(
      <MemoryRouter initialEntries={[window.location.pathname]}>
        <ScrollToTop />
        <Link to="/privacy">Privacy</Link>
        <Link to={window.location.pathname}>Back</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
