import { Component, type ReactNode } from 'react';
import { renewFailedLoads } from './screen';

interface LoadBoundaryProps {
  children: ReactNode;
  /** Shown instead of `children` once they failed; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Catches a lazily loaded part that could not load (offline: its file did not arrive), so only
 * that part shows `fallback` and the page around it stays; React would otherwise take the whole
 * page down. `retry` renders the part again, which loads it again (screen.ts `lazy`).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { children, fallback } = this.props;
    const retry = () => {
      renewFailedLoads();
      this.setState({ failed: false });
    };
    return this.state.failed ? fallback(retry) : children;
  }
}
