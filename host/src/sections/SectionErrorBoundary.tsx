import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionLoadError } from 'shared-ui';

export interface SectionErrorBoundaryProps {
  children: ReactNode;
  onRetry(): void;
}

interface State {
  failed: boolean;
}

/**
 * The render-time layer: a section that throws (or a load that failed without the runtime
 * fallback) shows the Japanese message inside the layout, and the rest of the console keeps working.
 * The slot remounts this boundary on retry, which resets it.
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[section] failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <SectionLoadError onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
