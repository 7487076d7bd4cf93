import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { removeFirstPhoto } from '../shared/ui/first-photo';
import { removeFirstWords } from '../shared/ui/first-words';
import { ErrorPage } from './pages/error-page';

interface Props {
  children: ReactNode;
  /** Changes with each navigation: a new page gets its own try. */
  resetKey: string;
}

interface State {
  error: unknown;
  /** The navigation the error belongs to. */
  key: string;
}

class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch() {
    // What the server drew first would otherwise lie over the error, on a page that never came.
    removeFirstPhoto();
    removeFirstWords();
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorPage error={this.state.error} />
    );
  }
}

/**
 * A page (or the layout) that failed to render or to load its code shows ErrorPage in its place;
 * the next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}
