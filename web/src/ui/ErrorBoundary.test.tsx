import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('could not draw');
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React reports every caught error on the console; the notice is what matters here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a calm notice with a way to try again instead of the failed screen', () => {
    const retry = jest.fn();
    render(
      <div>
        <nav>Home</nav>
        <ErrorBoundary onRetry={retry}>
          <Broken />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    // The rest of the app is still there.
    expect(screen.getByText('Home')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not leave a blank page when a page’s code cannot be fetched', async () => {
    const Page = lazy<ComponentType>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading...</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('clears the notice when the person moves to another page', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/stats">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/profile">
        <p>Profile</p>
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Profile')).toBeInTheDocument();
  });

  it('shows children untouched when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>All well</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All well')).toBeInTheDocument();
  });
});
