import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../mocks/content/gatsby-shape.ts';
import { ContactDetails, CONTACT_DETAILS_COPY } from '../../src/layout/ContactDetails';
import { theme } from '../../src/styles/theme';
import { hexToRgb } from '../../mocks/testing/colors';
import { LONG_LABEL, MOBILE } from '../../mocks/testing/blocks';

/** The site settings' contact details, as the data layer gives them to the footer and form_contact. */
const info = toGatsbySiteSettings(content).info;
const ADDRESS = `${info.addressRuleOne} ${info.addressRuleTwo}`;
const NEW_TAB = CONTACT_DETAILS_COPY.newTab;

const meta = {
  title: 'Layout/ContactDetails',
  component: ContactDetails,
  args: { info },
  decorators: [
    (Story, { args }) => (
      <div
        style={{
          padding: '2rem 1.5rem',
          maxWidth: '32rem',
          ...(args.background === 'dark' ? { background: theme.colors.navy, color: theme.colors.white } : {}),
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link whose accessible name starts with `text` (a new-tab hint may follow it in the name). */
const linkStartingWith = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).getByRole('link', { name: (name) => name === text || name.startsWith(`${text} `) });

/**
 * What a screen reader says about a link besides its text: its name and its description
 * (aria-describedby). A link that opens a new tab must say so in one of the two.
 */
function spokenText(link: HTMLElement): string {
  const described = (link.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
  return [link.textContent ?? '', ...described].join(' ').replace(/\s+/g, ' ');
}

async function expectNewTab(link: HTMLElement) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  await expect(spokenText(link)).toContain(NEW_TAB);
}

async function expectSameTab(link: HTMLElement) {
  await expect(link).not.toHaveAttribute('target');
  await expect(spokenText(link)).not.toContain(NEW_TAB);
}

/** Address, phone and e-mail of the fixture settings, each a link; the icons are not part of their names. */
async function expectAddressPhoneMail(canvasElement: HTMLElement) {
  const address = linkStartingWith(canvasElement, ADDRESS);
  await expect(address).toHaveAttribute('href', info.addressGoogleMaps);
  await expectNewTab(address);
  await expect(address.closest('address')).not.toBeNull();

  const phone = linkStartingWith(canvasElement, info.phonenumber!);
  await expect(phone).toHaveAttribute('href', 'tel:0301234567');
  await expectSameTab(phone);

  const mail = linkStartingWith(canvasElement, info.email!);
  await expect(mail).toHaveAttribute('href', `mailto:${info.email}`);
  await expectSameTab(mail);

  // The new-tab hint is for screen readers only: a visitor sees just the address.
  for (const hint of within(canvasElement).getAllByText(NEW_TAB, { selector: ':not(a)' })) {
    await expect(hint.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  }
}

/** On a white section (form_contact): address, phone and e-mail as navy links, orange icons, nothing else. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAddressPhoneMail(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Login Operator/ })).not.toBeInTheDocument();
    const mail = linkStartingWith(canvasElement, info.email!);
    await expect(getComputedStyle(mail).color).toBe(hexToRgb(theme.colors.navy));
    await expect(getComputedStyle(mail.querySelector('svg')!).fill).toBe(hexToRgb(theme.colors.orange));
    await expect(mail.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In the navy footer: under its "Contact" heading, in the footer's white text, with LinkedIn (new tab). */
export const Footer: Story = {
  args: { background: 'dark', withLinkedIn: true, heading: <h2>Contact</h2> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    await expectAddressPhoneMail(canvasElement);
    const linkedIn = linkStartingWith(canvasElement, CONTACT_DETAILS_COPY.linkedin);
    await expect(linkedIn).toHaveAttribute('href', info.linkedinUrl);
    await expectNewTab(linkedIn);
    for (const link of canvas.getAllByRole('link')) await expect(getComputedStyle(link).color).toBe(hexToRgb(theme.colors.white));
  },
};

/** The contact form's column (form 1): also LinkedIn and the 'Login Operator' button, which opens a new tab. */
export const ContactForm: Story = {
  args: { withLinkedIn: true, withLoginOperator: true, heading: <h2>Direct contact</h2> },
  play: async ({ canvasElement }) => {
    await expectAddressPhoneMail(canvasElement);
    await expectNewTab(linkStartingWith(canvasElement, CONTACT_DETAILS_COPY.linkedin));
    const operator = linkStartingWith(canvasElement, CONTACT_DETAILS_COPY.loginOperator);
    await expect(operator).toHaveAttribute('href', info.loginOperatorUrl);
    await expectNewTab(operator);
    // Below the details, not beside them.
    const mail = linkStartingWith(canvasElement, info.email!);
    await expect(operator.getBoundingClientRect().top).toBeGreaterThan(mail.getBoundingClientRect().bottom);
  },
};

/** Only what the settings fill in is shown: an address without a maps link is text, and an unusable phone number is left out. */
export const Partial: Story = {
  args: { info: { ...info, addressGoogleMaps: null, phonenumber: 'n.v.t.', email: '  ' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText(info.addressRuleOne!)).toBeVisible();
    await expect(canvas.getByText(info.addressRuleTwo!)).toBeVisible();
    await expect(canvas.queryByText('n.v.t.')).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Settings without any contact details: nothing at all, not even the heading. */
export const Empty: Story = {
  args: {
    info: {
      ...info,
      addressRuleOne: null,
      addressRuleTwo: null,
      phonenumber: null,
      email: null,
      linkedinUrl: null,
      loginOperatorUrl: null,
    },
    heading: <h2>Contact</h2>,
    withLinkedIn: true,
    withLoginOperator: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(/^\s*$/);
  },
};

/** A long e-mail address on a phone wraps inside the screen. */
export const LongDetails: Story = {
  args: { info: { ...info, email: `${LONG_LABEL.toLowerCase()}@wolkwerk.nl`, addressRuleOne: `${LONG_LABEL}straat 120` } },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const mail = linkStartingWith(canvasElement, `${LONG_LABEL.toLowerCase()}@wolkwerk.nl`);
    await expect(mail.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
