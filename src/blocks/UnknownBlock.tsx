import { createContext, useContext } from 'react';
import styled from 'styled-components';

/**
 * Whether to show a warning box for blocks the site cannot render. On in development
 * and in Storybook (its decorator provides true), off in the production build, where
 * an unknown block renders nothing.
 */
export const BlockWarningsContext = createContext(process.env.NODE_ENV !== 'production');

const Warning = styled.div`
  margin: ${({ theme }) => theme.space.md} auto;
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warning};
  font-family: monospace;
`;

export function UnknownBlock({ kind, styletype, reason = 'unknown' }: { kind: string; styletype?: string | null; reason?: 'unknown' | 'failed' }) {
  const show = useContext(BlockWarningsContext);
  if (!show) return null;
  const name = `“${kind || 'no type'}” with styletype “${styletype || 'none'}”`;
  return (
    <Warning role="note" data-unknown-block={`${kind}/${styletype ?? ''}`} data-reason={reason}>
      {reason === 'failed' ? `Block ${name} failed to render` : `Unknown block ${name}`}: it is not rendered in production.
    </Warning>
  );
}
