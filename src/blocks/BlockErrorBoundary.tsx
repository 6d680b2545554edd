import { Component, type ReactNode } from 'react';
import { UnknownBlock } from './UnknownBlock';

interface Props {
  kind: string;
  styletype: string | null;
  children: ReactNode;
}

/**
 * Catches a block that throws while rendering in the browser, so one malformed section
 * costs only itself: nothing in production, the warning box in development and Storybook.
 * (Components are written not to throw; this is the net under them. Server rendering has no
 * error boundaries — the unit tests render every block with broken data on the server.)
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (process.env.NODE_ENV !== 'production')
      console.warn(`Block ${this.props.kind}/${this.props.styletype ?? ''} could not be rendered`, error);
  }

  render() {
    if (this.state.failed) return <UnknownBlock kind={this.props.kind} styletype={this.props.styletype} reason="failed" />;
    return this.props.children;
  }
}
