import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { cssTheme } from '../styles/theme';

/**
 * Whether to show a warning box for blocks the site cannot render. On in development
 * and in Storybook (its decorator provides true), off in the production build, where
 * an unknown block renders nothing.
 */
export const BlockWarningsContext = createContext(process.env.NODE_ENV !== 'production');

const Warning = styled(Container)`
  margin-block: ${cssTheme.space.md};
  padding-block: ${cssTheme.space.md};
  border: 2px dashed ${cssTheme.colors.warning};
  border-radius: ${cssTheme.radii.small};
  background: ${cssTheme.colors.warningBackground};
  color: ${cssTheme.colors.warning};
  font-family: monospace;
`;

/**
 * The dashed warning box for content the site does not render: shows `message` with
 * "it is not rendered in production" as a note, only where BlockWarningsContext allows.
 * UnknownBlock (unknown or failed blocks) and the Fragment block's problems use it.
 */
export function BlockWarning({ message }: { message: string }) {
  const show = useContext(BlockWarningsContext);
  if (!show) return null;
  return <Warning role="note">{message}: it is not rendered in production.</Warning>;
}

/** The note for a block with no component for its kind and styletype, or one that failed to render (BlockErrorBoundary). */
export function UnknownBlock({
  kind,
  styletype,
  reason = 'unknown',
}: {
  kind: string;
  styletype?: string | null;
  reason?: 'unknown' | 'failed';
}) {
  const name = `“${kind || 'no type'}” with styletype “${styletype || 'none'}”`;
  return <BlockWarning message={reason === 'failed' ? `Block ${name} failed to render` : `Unknown block ${name}`} />;
}
