import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; onError: (error: unknown) => void };
type State = { failed: boolean };

/**
 * Catches a failure of the lazily loaded cookie settings (a chunk that will
 * not load, or a render error) and reports it, so the banner can fall back to
 * its simple view instead of taking the page down.
 */
export class SettingsBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
