import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MainNav } from './MainNav';
import { LanguageProvider } from '../i18n/LanguageProvider';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainNav />
    </MemoryRouter>,
    { wrapper: LanguageProvider },
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Main navigation', () => {
  it('keeps the phone bar to the four spec entries and adds Group Sessions only for wide screens', () => {
    const nav = renderAt('/');
    const items = within(nav).getAllByRole('listitem');
    const phone = items.filter((item) => !item.classList.contains('main-nav__wide-only')).map((item) => item.textContent);
    const wideOnly = items.filter((item) => item.classList.contains('main-nav__wide-only')).map((item) => item.textContent);
    expect(phone).toEqual(['Home', 'Communities', 'Stats', 'Profile']);
    expect(wideOnly).toEqual(['Group Sessions']);
    expect(within(nav).getByRole('link', { name: 'Group Sessions' })).toHaveAttribute('href', '/groups');
  });

  it('carries the brand, linking home', () => {
    const nav = renderAt('/stats');
    expect(within(nav).getByRole('link', { name: 'Peace Practice' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/', 'Home'],
    ['/communities/7', 'Communities'],
    ['/stats', 'Stats'],
    ['/profile', 'Profile'],
    ['/groups/s1', 'Group Sessions'],
  ])('marks the entry for %s as the current page', (path, label) => {
    const nav = renderAt(path);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });
});
