import { Component, type ReactNode } from "react";

type Props = { fallback: ReactNode; children: ReactNode };

/** Shows `fallback` instead of its children when they throw while rendering (e.g. a failed query). */
export class FetchErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
