/**
 * The Foundations page: the design tokens of src/styles/theme.ts, rendered from the theme object
 * itself (never a copy), so what designers review is what the components use.
 */
import { useId, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../src/styles/theme';
import { contrastRatio, formatRatio, themeGroups, tokensOf, type Token } from './tokens';

/** Groups with a visual of their own; every other group of the theme is listed as a table. */
export const VISUAL_GROUPS = ['colors', 'fonts', 'fontSizes', 'space', 'radii', 'shadows', 'motion'] as const;
/** Derived from another group (media queries from breakpoints): not tokens of their own. */
const DERIVED_GROUPS = ['media'];

export const otherGroups = () =>
  themeGroups.filter((group) => !(VISUAL_GROUPS as readonly string[]).includes(group) && !DERIVED_GROUPS.includes(group));

/** Dutch section titles; a group without one is titled by its theme key. */
export const GROUP_TITLES: Record<string, string> = {
  colors: 'Kleuren',
  fonts: 'Lettertypen',
  fontSizes: 'Tekstgroottes',
  space: 'Ruimte',
  radii: 'Afrondingen',
  shadows: 'Schaduwen',
  motion: 'Beweging',
};

export const SAMPLE_TEXT = 'Cloudservers in Nederland';

/** The contrast backgrounds every colour is measured against. */
export const CONTRAST_AGAINST = [
  { label: 'op wit', color: theme.colors.white },
  { label: 'op navy', color: theme.colors.navy },
] as const;

/** WCAG AA for normal text. */
const AA = 4.5;

const Page = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
`;

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Grid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stack = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Figure = styled.figure`
  margin: 0;
`;

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const TokenName = styled.code`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const TokenValue = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Swatch = styled.div`
  height: 4.5rem;
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Ratios = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};

  & dd {
    margin: 0;
  }
`;

const Sample = styled.p`
  margin: 0;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Bar = styled.div`
  height: 1rem;
  background: ${({ theme }) => theme.colors.navy};
`;

const Box = styled.div`
  width: 6rem;
  height: 6rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.navy};
`;

const ShadowBox = styled.div`
  height: 6rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

/** Moves when its row is hovered, with the token's duration or easing. */
const MotionTrack = styled.div`
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};

  & > div {
    width: 2rem;
    height: 2rem;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.orange};
  }

  li:hover & > div {
    transform: translateX(8rem);
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: min(100%, 24rem);
  font-size: ${({ theme }) => theme.fontSizes.small};

  & caption {
    text-align: left;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.body};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }

  & th,
  & td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function GroupSection({ group, intro, children }: { group: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  const tokens = tokensOf(group);
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{GROUP_TITLES[group] ?? group}</h2>
      <Intro>
        {intro}
        {intro ? ' ' : ''}
        <code>theme.{group}</code>: {tokens.length} {tokens.length === 1 ? 'token' : 'tokens'}.
      </Intro>
      {tokens.length === 0 ? <Empty>Nog geen tokens in theme.{group}.</Empty> : children}
    </Section>
  );
}

/**
 * A token's figure: its visual, then the caption "name value", which also names the figure
 * (through aria-labelledby: not every accessibility tree names a figure by its figcaption).
 */
function TokenFigure({ token, children, after }: { token: Token; children: ReactNode; after?: ReactNode }) {
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId}>
      {children}
      <Caption id={captionId}>
        <TokenName>{token.name}</TokenName> <TokenValue>{String(token.value)}</TokenValue>
      </Caption>
      {after}
    </Figure>
  );
}

/** The contrast of a colour as text on each of CONTRAST_AGAINST, marked AA from 4.5:1. */
function ContrastList({ color }: { color: string }) {
  return (
    <Ratios>
      {CONTRAST_AGAINST.map(({ label, color: background }) => {
        const ratio = contrastRatio(color, background);
        return (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{ratio === null ? '–' : `${formatRatio(ratio)}${ratio >= AA ? ' AA' : ''}`}</dd>
          </div>
        );
      })}
    </Ratios>
  );
}

export function ColorTokens() {
  return (
    <GroupSection group="colors" intro="Met het contrast van de kleur als tekst op wit en op navy (AA: minstens 4.5:1).">
      <Grid $min="11rem">
        {tokensOf('colors').map((token) => (
          <li key={token.name}>
            <TokenFigure token={token} after={<ContrastList color={String(token.value)} />}>
              <Swatch role="img" aria-label={`Kleurvlak ${token.name}`} style={{ background: String(token.value) }} />
            </TokenFigure>
          </li>
        ))}
      </Grid>
    </GroupSection>
  );
}

export function TypeTokens() {
  return (
    <>
      <GroupSection group="fonts">
        <Stack>
          {tokensOf('fonts').map((token) => (
            <li key={token.name}>
              <TokenFigure token={token}>
                <Sample style={{ fontFamily: String(token.value), fontSize: theme.fontSizes.lead }}>{SAMPLE_TEXT}</Sample>
              </TokenFigure>
            </li>
          ))}
        </Stack>
      </GroupSection>
      <GroupSection group="fontSizes">
        <Stack>
          {tokensOf('fontSizes').map((token) => (
            <li key={token.name}>
              <TokenFigure token={token}>
                <Sample style={{ fontSize: String(token.value) }}>{SAMPLE_TEXT}</Sample>
              </TokenFigure>
            </li>
          ))}
        </Stack>
      </GroupSection>
    </>
  );
}

/** A length token (number tokens are pixels, as styled-components treats them). */
const cssLength = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

export function SpaceTokens() {
  return (
    <GroupSection group="space">
      <Stack>
        {tokensOf('space').map((token) => (
          <li key={token.name}>
            <TokenFigure token={token}>
              <Bar role="img" aria-label={`Ruimte ${token.name}`} style={{ width: cssLength(token.value) }} />
            </TokenFigure>
          </li>
        ))}
      </Stack>
    </GroupSection>
  );
}

export function RadiusTokens() {
  return (
    <GroupSection group="radii">
      <Grid $min="9rem">
        {tokensOf('radii').map((token) => (
          <li key={token.name}>
            <TokenFigure token={token}>
              <Box role="img" aria-label={`Afronding ${token.name}`} style={{ borderRadius: cssLength(token.value) }} />
            </TokenFigure>
          </li>
        ))}
      </Grid>
    </GroupSection>
  );
}

export function ShadowTokens() {
  return (
    <GroupSection group="shadows">
      <Grid $min="12rem">
        {tokensOf('shadows').map((token) => (
          <li key={token.name}>
            <TokenFigure token={token}>
              <ShadowBox role="img" aria-label={`Schaduw ${token.name}`} style={{ boxShadow: String(token.value) }} />
            </TokenFigure>
          </li>
        ))}
      </Grid>
    </GroupSection>
  );
}

/** How a motion token applies: a duration, an easing, or a whole `transition` value. */
export function motionStyle(value: string | number): { property: string; style: CSSProperties } {
  const text = typeof value === 'number' ? `${value}ms` : value.trim();
  if (/^-?\d*\.?\d+m?s$/.test(text))
    return { property: 'transition-duration', style: { transitionProperty: 'transform', transitionDuration: text } };
  if (/^(ease|ease-in|ease-out|ease-in-out|linear|step-start|step-end)$|^(cubic-bezier|steps|linear)\(/.test(text)) {
    return {
      property: 'transition-timing-function',
      style: { transitionProperty: 'transform', transitionDuration: '600ms', transitionTimingFunction: text },
    };
  }
  return { property: 'transition', style: { transition: `transform ${text}` } };
}

export function MotionTokens() {
  return (
    <GroupSection group="motion" intro="Beweeg de muis over een regel om de beweging te zien.">
      <Stack>
        {tokensOf('motion').map((token) => (
          <li key={token.name}>
            <TokenFigure token={token}>
              <MotionTrack>
                <div role="img" aria-label={`Beweging ${token.name}`} style={motionStyle(token.value).style} />
              </MotionTrack>
            </TokenFigure>
          </li>
        ))}
      </Stack>
    </GroupSection>
  );
}

/** Every other token group of the theme (breakpoints, layout, z-index, and whatever is added later) as a table. */
export function OtherTokenTables() {
  return (
    <Section aria-label="Overige tokens">
      <h2>Overige tokens</h2>
      <Stack>
        {otherGroups().map((group) => (
          <li key={group}>
            <Table>
              <caption>theme.{group}</caption>
              <thead>
                <tr>
                  <th scope="col">Token</th>
                  <th scope="col">Waarde</th>
                </tr>
              </thead>
              <tbody>
                {tokensOf(group).map((token) => (
                  <tr key={token.name}>
                    <th scope="row">
                      <code>{token.name}</code>
                    </th>
                    <td>{String(token.value)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

/** The whole page. */
export function Foundations() {
  return (
    <Page>
      <h1>Foundations</h1>
      <Intro>De design tokens uit src/styles/theme.ts, rechtstreeks uit het theme-object.</Intro>
      <ColorTokens />
      <TypeTokens />
      <SpaceTokens />
      <RadiusTokens />
      <ShadowTokens />
      <MotionTokens />
      <OtherTokenTables />
    </Page>
  );
}

/** One section on its own, with the page's padding. */
export const Single = ({ children }: { children: ReactNode }) => <Page>{children}</Page>;
