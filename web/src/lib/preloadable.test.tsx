import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('renders code that has arrived at once, without showing the fallback', async () => {
    const greeting = preloadable(() => Promise.resolve({ default: Greeting }));
    await greeting.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <greeting.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('fetches the code once, shared by the preload and the render', async () => {
    let loads = 0;
    const greeting = preloadable(() => {
      loads += 1;
      return Promise.resolve({ default: Greeting });
    });
    void greeting.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <greeting.Component name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('suspends until code that has not arrived comes in', async () => {
    const greeting = preloadable(() => Promise.resolve({ default: Greeting }));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <greeting.Component name="Alan" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Hello Alan')).toBeInTheDocument();
  });

  it('asks again after a failed download', async () => {
    let loads = 0;
    const greeting = preloadable(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Greeting });
    });
    await expect(greeting.preload()).rejects.toThrow('Failed to fetch');
    await expect(greeting.preload()).resolves.toEqual({ default: Greeting });
    expect(loads).toBe(2);
  });
});
