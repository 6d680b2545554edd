import { usableLink, type LinkFieldsLike } from '../../lib/links';
import { BUTTON_THEMES, type ButtonTheme } from '../../model/choices';
import { Button, ButtonGroup, type ButtonAppearance, type LinkButtonProps } from '../../ui/Button';

/** A button item as content brings it (docs/behaviour/blocks.md#buttons): an ACF link and a theme; either may be missing. */
export interface ButtonItemLike {
  link?: LinkFieldsLike | null;
  theme?: string | null;
}

/** The button themes an editor picks (docs/behaviour/blocks.md#buttons), named by their colours: the content model's choices. */
export { BUTTON_THEMES, type ButtonTheme };

/** Each theme as the Button's appearance: the one place the content's names meet the design's. */
const APPEARANCE_OF_THEME = {
  orange: 'primary',
  orange_outlined: 'secondary',
  blue_outlined: 'subtle',
  white_outlined: 'inverse',
  black: 'neutral',
} as const satisfies Record<ButtonTheme, ButtonAppearance>;

/** An editor's theme as the site knows it: the known themes as they are, anything else black (docs/behaviour/blocks.md#buttons). */
export function toButtonTheme(theme: string | null | undefined): ButtonTheme {
  return (BUTTON_THEMES as readonly string[]).includes(theme ?? '') ? (theme as ButtonTheme) : 'black';
}

/** An editor's theme as a Button appearance (an unknown theme looks as black does). */
export function buttonAppearanceOf(theme: string | null | undefined): ButtonAppearance {
  return APPEARANCE_OF_THEME[toButtonTheme(theme)];
}

/** The Button props for a content button item: null when its link has no safe url or no text. */
export function buttonPropsFrom(item: ButtonItemLike | null | undefined): (LinkButtonProps & { href: string; children: string }) | null {
  const link = usableLink(item?.link);
  if (!link) return null;
  return { href: link.url, newTab: link.newTab, appearance: buttonAppearanceOf(item?.theme), children: link.title };
}

/**
 * The items of a button list that can render (a link with a safe url and a text), in their
 * order; broken items, nulls and anything that is not a list (malformed content) give nothing.
 */
export function usableButtonItems<Item extends ButtonItemLike>(items: readonly (Item | null | undefined)[] | null | undefined): Item[] {
  if (!Array.isArray(items)) return [];
  return (items as readonly (Item | null | undefined)[]).filter((item): item is Item => buttonPropsFrom(item) !== null);
}

/** One button from content; nothing when the item cannot render. */
export function ContentButton({ item, className }: { item: ButtonItemLike | null | undefined; className?: string }) {
  const props = buttonPropsFrom(item);
  return props ? <Button {...props} className={className} /> : null;
}

export interface ContentButtonListProps {
  /** Button items as content brings them: a link (url, title, target) and a theme each. */
  items: readonly (ButtonItemLike | null | undefined)[] | null | undefined;
  className?: string;
}

/**
 * A group of buttons from content: items without a url or a text are left out, and nothing at
 * all (no empty group) is rendered when none is left.
 */
export function ContentButtonList({ items, className }: ContentButtonListProps) {
  const buttons = (Array.isArray(items) ? items : []).flatMap((item: ButtonItemLike | null | undefined) => {
    const props = buttonPropsFrom(item);
    return props ? [props] : [];
  });
  if (buttons.length === 0) return null;
  return (
    <ButtonGroup className={className}>
      {buttons.map((props, position) => (
        <Button key={`${position}-${props.href}`} {...props} />
      ))}
    </ButtonGroup>
  );
}
