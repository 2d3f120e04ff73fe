/**
 * Keeps one failure from taking the whole app down. A page that throws while
 * drawing, or whose code cannot be fetched (a new release replaced the chunk,
 * the network dropped), shows a calm notice with a way to try again instead of
 * a blank screen; the rest of the app (navigation, a running meditation) stays.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Icon } from './Icon';
import { Button } from './primitives';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a notice left by the previous page is cleared. */
  resetKey?: unknown;
  /** What "Try again" does; a reload fetches the app's code afresh. */
  onRetry?: () => void;
  /** Fills the screen when nothing else of the app could be drawn. */
  fullScreen?: boolean;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Moving to another page clears the notice: that page gets its own chance.
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen could not be shown', error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const retry = this.props.onRetry ?? (() => window.location.reload());
    return (
      <div className={this.props.fullScreen ? 'page page--narrow error-screen--full' : 'page page--narrow'}>
        <section className="card card--plain notice" role="alert">
          <Icon name="leaf" size={32} className="notice__icon" />
          <h1 className="notice__title">Something went wrong</h1>
          <p className="notice__text">This screen could not be shown. Take a breath and try again.</p>
          <div className="notice__actions">
            <Button onClick={retry}>
              Try again
            </Button>
          </div>
        </section>
      </div>
    );
  }
}
