import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageErrorView } from './PageErrorView';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The location: moving elsewhere clears the error, so the rest of the app stays usable. */
  resetKey: string;
}

interface PageErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * Catches a page whose code failed to download (ChunkLoadError, after lazy-page.ts's retry) or that threw
 * while rendering: React would otherwise unmount the whole app and leave a white page.
 */
class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, error: null });
  }

  override render() {
    return this.state.failed ? <PageErrorView error={this.state.error} /> : this.props.children;
  }
}

/** PageErrorBoundary reset by every navigation. */
export function RoutedErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <PageErrorBoundary resetKey={pathname + search}>{children}</PageErrorBoundary>;
}
