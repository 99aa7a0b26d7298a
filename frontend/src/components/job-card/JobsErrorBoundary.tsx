import { Component, type ErrorInfo, type ReactNode } from "react";

type Props = { children: ReactNode; fallback: ReactNode; onError?: (error: Error) => void };

/**
 * Shows `fallback` when loading the jobs fails ('Failed to fetch jobs'). Give it a `key` of the
 * filters so that changing them tries again.
 */
export class JobsErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
