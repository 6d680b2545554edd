import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BlockHeading, BlockSection, hasText, textOf, useBlockHeading } from '../shared';
import { Description, Text, type ContentBlockProps } from './shared';
import { claimContainerId, loadTypeformEmbed, typeformIdOf, typeformUrl, type TypeformWidget } from './typeform';
import { cssTheme } from '../../styles/theme';

/** Room kept for the embedded form from the first paint on, so the page does not shift when it arrives. */
const EMBED_HEIGHT = '37.5rem';

type EmbedStatus = 'loading' | 'ready' | 'failed';

const Intro = styled(Text)`
  max-width: ${cssTheme.layout.readableWidth};
  margin-bottom: ${cssTheme.space.xl};
`;

/*
 * The embed's status is a data attribute on the slot, its container and its notice, read by static
 * rules: no function interpolations, so styled-components makes these classes once. The variants
 * sit in :where(), as heavy as the rules they replace.
 */
const failed = ":where([data-status='failed'])";

const Slot = styled.div`
  position: relative;
  min-height: ${EMBED_HEIGHT};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.surface};
  overflow: hidden;

  &${failed} {
    min-height: 0;
  }
`;

const Container = styled.div`
  position: relative;
  z-index: 1;
  width: 100%;
  height: ${EMBED_HEIGHT};

  &${failed} {
    height: 0;
  }
`;

/** Behind the embed while it loads; in its place when it could not load. */
const Notice = styled.p`
  margin: 0;
  padding: ${cssTheme.space.xl};
  text-align: center;
  color: ${cssTheme.colors.textMuted};

  &:where(:not([data-status='failed'])) {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;

const Fallback = styled.p`
  margin: ${cssTheme.space.md} 0 0;
  color: ${cssTheme.colors.textMuted};
  font-size: ${cssTheme.fontSizes.small};

  & a {
    color: ${cssTheme.colors.blue};
    font-weight: 700;
  }
`;

/** Only Typeform exists as an enclose type; an empty encloseType means Typeform too. */
function isTypeform(encloseType: string | null | undefined): boolean {
  const type = textOf(encloseType);
  return type === '' || type === 'typeform';
}

/**
 * content_enclose (docs/behaviour/blocks.md#typeform): a Typeform form by typeformId. The embed container (id `form`)
 * exists only after the block has mounted in the browser — the server-rendered page has the
 * reserved space and a plain link to the form — and the embed script is requested only then,
 * once per page. When it cannot load (offline, blocked), the block says so and the link still
 * takes the visitor to the form.
 */
export function ContentEnclose({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const formId = isTypeform(block.encloseType) ? typeformIdOf(block.typeformId) : null;
  /** Null in the server render and until the block has mounted in the browser. */
  const [containerId, setContainerId] = useState<string | null>(null);
  const [status, setStatus] = useState<EmbedStatus>('loading');
  const containerRef = useRef<HTMLDivElement>(null);
  const mounted = containerId !== null;

  // The mount flag: the embed is third-party DOM, never part of the server-rendered (or
  // hydrated) HTML, so the container appears only in the render after mounting.
  useEffect(() => {
    if (!formId) return undefined;
    const claim = claimContainerId(formId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- flips once after mount; a render-time value would differ from the server HTML
    setContainerId(claim.id);
    return claim.release;
  }, [formId]);

  useEffect(() => {
    const container = containerRef.current;
    if (!containerId || !formId || !container) return undefined;
    let active = true;
    let widget: TypeformWidget | undefined;
    loadTypeformEmbed()
      .then((api) => {
        if (!active) return;
        widget = api.createWidget(formId, { container, inlineOnMobile: true });
        setStatus('ready');
      })
      // A missing script is an expected state (offline, blocked): the fallback covers it.
      .catch(() => {
        if (active) setStatus('failed');
      });
    return () => {
      active = false;
      try {
        widget?.unmount?.();
      } catch {
        // The third party's teardown must not break ours.
      }
    };
  }, [containerId, formId]);

  const hasIntro = !!heading.text || hasText(block.description);

  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      {hasIntro && (
        <Intro>
          <BlockHeading heading={heading} />
          <Description html={block.description} headingBase={heading.itemLevel} />
        </Intro>
      )}
      {formId && (
        <>
          <Slot data-status={status}>
            <Notice role="status" data-status={status}>
              {status === 'failed'
                ? 'Het formulier kon niet worden geladen.'
                : mounted && status === 'loading'
                  ? 'Het formulier wordt geladen…'
                  : ''}
            </Notice>
            {containerId && <Container id={containerId} ref={containerRef} data-status={status} />}
          </Slot>
          <Fallback>
            Zie je het formulier niet? <a href={typeformUrl(formId)}>Open het formulier op typeform.com</a>.
          </Fallback>
        </>
      )}
    </BlockSection>
  );
}
