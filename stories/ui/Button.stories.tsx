import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content, findPage } from '../../mocks/content/index.ts';
import type { ButtonItem } from '../../mocks/content/index.ts';
import { colors, space } from '../../src/styles/theme';
import { Button } from '../../src/ui/Button';
import { hexToRgb, paintOf, TRANSPARENT, type Paint } from '../support/colors';

/** The home page banner's buttons: "Stel je pakket samen" (orange) and "Ontdek je cloudstatus" (blue outlined). */
function homeBannerButton(index: number): ButtonItem {
  const banner = findPage('/')?.blocks.find((block) => block.kind === 'Banner');
  const button = banner?.links?.[index];
  if (!button?.link) throw new Error(`mocks/content: the home banner has no button #${index}`);
  return button;
}

const primaryCta = homeBannerButton(0);
const secondaryCta = homeBannerButton(1);

const meta = {
  title: 'UI/Button',
  component: Button,
  args: {
    link: primaryCta.link,
    theme: primaryCta.theme,
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the button by what a visitor (and a screen reader) sees: a link named after its title. */
async function findButtonLink(canvasElement: HTMLElement, name: string) {
  const link = within(canvasElement).getByRole('link', { name });
  await expect(link).toBeVisible();
  return link;
}

function expectPaint(link: HTMLElement, paint: Paint) {
  return expect(paintOf(link)).toEqual(paint);
}

export const Orange: Story = {
  args: { link: primaryCta.link, theme: 'orange' },
  play: async ({ canvasElement, args }) => {
    const link = await findButtonLink(canvasElement, args.link?.title ?? '');
    await expect(link).toHaveAttribute('href', args.link?.url);
    await expect(link).toHaveAttribute('data-theme', 'orange');
    await expect(link).not.toHaveAttribute('target');
    await expectPaint(link, {
      background: hexToRgb(colors.orange),
      border: hexToRgb(colors.orange),
      text: hexToRgb(colors.white),
    });
  },
};

export const OrangeOutlined: Story = {
  args: { link: { url: '/contact/', title: 'Neem contact op', target: '' }, theme: 'orange_outlined' },
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Neem contact op');
    await expect(link).toHaveAttribute('href', '/contact/');
    await expect(link).toHaveAttribute('data-theme', 'orange_outlined');
    await expectPaint(link, {
      background: TRANSPARENT,
      border: hexToRgb(colors.orange),
      text: hexToRgb(colors.orange),
    });
  },
};

/** Meant for dark banners: shown on the navy backdrop it is designed for. */
export const WhiteOutlined: Story = {
  args: { link: { url: '/diensten/cloud-werkplek/', title: 'Bekijk de cloud werkplek', target: '' }, theme: 'white_outlined' },
  decorators: [
    (Story) => (
      <div data-testid="navy-backdrop" style={{ background: colors.navy, padding: space.xl }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Bekijk de cloud werkplek');
    await expect(link).toHaveAttribute('href', '/diensten/cloud-werkplek/');
    await expect(link).toHaveAttribute('data-theme', 'white_outlined');
    await expectPaint(link, {
      background: TRANSPARENT,
      border: hexToRgb(colors.white),
      text: hexToRgb(colors.white),
    });
    await expect(paintOf(within(canvasElement).getByTestId('navy-backdrop')).background).toBe(hexToRgb(colors.navy));
  },
};

export const BlueOutlined: Story = {
  args: { link: secondaryCta.link, theme: 'blue_outlined' },
  play: async ({ canvasElement, args }) => {
    const link = await findButtonLink(canvasElement, args.link?.title ?? '');
    await expect(link).toHaveAttribute('href', args.link?.url);
    await expect(link).toHaveAttribute('data-theme', 'blue_outlined');
    await expectPaint(link, {
      background: TRANSPARENT,
      border: hexToRgb(colors.blue),
      text: hexToRgb(colors.blue),
    });
  },
};

export const Black: Story = {
  args: { link: { url: '/kennisbank/', title: 'Naar de kennisbank', target: null }, theme: 'black' },
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Naar de kennisbank');
    await expect(link).toHaveAttribute('href', '/kennisbank/');
    await expect(link).toHaveAttribute('data-theme', 'black');
    await expectPaint(link, {
      background: hexToRgb(colors.black),
      border: hexToRgb(colors.black),
      text: hexToRgb(colors.white),
    });
  },
};

/** Spec §3: any theme WordPress sends that is not one of the four renders black. */
export const UnknownThemeFallsBackToBlack: Story = {
  args: { link: primaryCta.link, theme: 'purple' },
  play: async ({ canvasElement, args }) => {
    const link = await findButtonLink(canvasElement, args.link?.title ?? '');
    await expect(link).toHaveAttribute('href', args.link?.url);
    await expect(link).toHaveAttribute('data-theme', 'black');
    await expectPaint(link, {
      background: hexToRgb(colors.black),
      border: hexToRgb(colors.black),
      text: hexToRgb(colors.white),
    });
  },
};

/** A link with target _blank opens a new tab without giving that tab `window.opener`. */
export const ExternalNewTab: Story = {
  args: { link: { url: content.settings.info.loginOperatorUrl, title: 'Inloggen Operator', target: '_blank' }, theme: 'orange' },
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Inloggen Operator');
    await expect(link).toHaveAttribute('href', content.settings.info.loginOperatorUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('data-theme', 'orange');
    await expect(paintOf(link).background).toBe(hexToRgb(colors.orange));
  },
};

/** Broken content (no url) must not show an empty or dead button. */
export const MissingUrlRendersNothing: Story = {
  args: { link: { url: '', title: 'Stel je pakket samen', target: '' }, theme: 'orange' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText('Stel je pakket samen')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
