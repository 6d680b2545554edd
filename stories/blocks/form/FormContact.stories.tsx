import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formExamples } from '../../../mocks/content/examples/index.ts';
import { FORM, findMedia, IMG } from '../../../mocks/content/index.ts';
import { FormContact } from '../../../src/blocks/form/FormContact';
import type { FormBlock } from '../../../src/blocks/form/fragment';
import { expectHeading, expectNoHorizontalOverflow, LONG_TITLE, MOBILE, pageContext } from '../../../mocks/testing/blocks';
import { contactAddress, expectFormSlot, expectNoFormSlot, fixtureFormBlock, formBlock, siteInfo, withSiteInfo } from './form-support.tsx';

const contact = fixtureFormBlock('/contact/', 'form_contact');
const demo = fixtureFormBlock('/diensten/cloud-werkplek/', 'form_contact');
const NEW_TAB = 'opent in een nieuw tabblad';

const meta = {
  title: 'Blocks/Form/FormContact',
  component: FormContact,
  decorators: [withSiteInfo],
  args: {
    block: contact.block,
    index: 0,
    page: pageContext('/contact/'),
  },
} satisfies Meta<typeof FormContact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact details' address, apart from the links the block's description may hold. */
function details(canvasElement: HTMLElement) {
  const element = contactAddress(canvasElement);
  if (!element) throw new Error('no contact details');
  return within(element);
}

/**
 * The contact page (form 1): without an image it shows the contact details from the site
 * settings — the address to the maps link, `tel:` and `mailto:` — and, for form 1 only,
 * LinkedIn and the 'Login Operator' button, both in a new tab.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 1, contact.fixture.title!);
    const contactDetails = details(canvasElement);

    const address = contactDetails.getByRole('link', { name: `${siteInfo.addressRuleOne} ${siteInfo.addressRuleTwo}` });
    await expect(address).toHaveAttribute('href', siteInfo.addressGoogleMaps);
    await expect(address).toHaveAttribute('target', '_blank');
    await expect(address).toHaveAccessibleDescription(NEW_TAB);

    const phone = contactDetails.getByRole('link', { name: siteInfo.phonenumber! });
    await expect(phone).toHaveAttribute('href', 'tel:0301234567');
    await expect(phone).not.toHaveAttribute('target');
    await expect(contactDetails.getByRole('link', { name: siteInfo.email! })).toHaveAttribute('href', `mailto:${siteInfo.email}`);

    const linkedin = contactDetails.getByRole('link', { name: 'LinkedIn' });
    await expect(linkedin).toHaveAttribute('href', siteInfo.linkedinUrl);
    await expect(linkedin).toHaveAccessibleDescription(NEW_TAB);

    const login = canvas.getByRole('link', { name: 'Login Operator' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAccessibleDescription(NEW_TAB);
    await expect(login).toHaveAttribute('href', siteInfo.loginOperatorUrl);
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // Wide screens: details on the left, the form beside them.
    const slot = await expectFormSlot(canvasElement, FORM.contact, 2);
    await expect(slot.getBoundingClientRect().left).toBeGreaterThan(address.getBoundingClientRect().right);
  },
};

/** The demo request on /diensten/cloud-werkplek/ (form 6) has an image: the image instead of the contact details. */
export const WithImage: Story = {
  args: { block: demo.block, index: 5, page: pageContext('/diensten/cloud-werkplek/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 2, demo.fixture.title!);
    const image = findMedia(IMG.workplaceDemo)!;
    const img = await canvas.findByRole('img', { name: image.altText });
    await expect(img.getAttribute('src') ?? img.getAttribute('srcset')).toContain(image.file);
    await expect(contactAddress(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('link', { name: siteInfo.phonenumber! })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: demo.fixture.title! })).toHaveAttribute('id', 'demo');
    await expectFormSlot(canvasElement, FORM.demo, 3);
  },
};

/** Another form without an image (the callback form): the contact details, but no LinkedIn and no 'Login Operator'. */
export const OtherFormWithoutOperatorLinks: Story = {
  args: {
    block: formBlock({
      styletype: 'form_contact',
      title: 'Liever gebeld worden?',
      description: '<p>Laat je nummer achter, dan bellen we je terug.</p>',
      formId: FORM.callback,
    }),
    index: 1,
  },
  play: async ({ canvasElement }) => {
    const contactDetails = details(canvasElement);
    await expect(contactDetails.getByRole('link', { name: siteInfo.phonenumber! })).toHaveAttribute('href', 'tel:0301234567');
    await expect(contactDetails.getByRole('link', { name: siteInfo.email! })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link', { name: /Login Operator/ })).not.toBeInTheDocument();
    await expectFormSlot(canvasElement, FORM.callback, 3);
  },
};

/** No site settings at all: no contact details; title, description and form stay. */
export const WithoutSiteSettings: Story = {
  parameters: { siteInfo: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(contactAddress(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('link', { name: siteInfo.email! })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Login Operator/ })).not.toBeInTheDocument();
    await expectHeading(canvasElement, 1, contact.fixture.title!);
    await expectFormSlot(canvasElement, FORM.contact, 2);
  },
};

/** Half-filled settings: the address without a maps link is plain text, a broken e-mail and a missing operator login are left out. */
export const PartialSiteSettings: Story = {
  parameters: { siteInfo: { ...siteInfo, addressGoogleMaps: null, email: 'geen-adres', loginOperatorUrl: '  ' } },
  play: async ({ canvasElement }) => {
    const contactDetails = details(canvasElement);
    await expect(contactDetails.getByText(siteInfo.addressRuleOne!)).toBeVisible();
    await expect(contactDetails.queryByRole('link', { name: new RegExp(siteInfo.addressRuleOne!) })).not.toBeInTheDocument();
    await expect(contactDetails.getAllByRole('link').map((link) => link.textContent)).toEqual([siteInfo.phonenumber, 'LinkedIn']);
  },
};

/** Only a title: no description, no form, no image; the contact details fill the block. */
export const Minimal: Story = {
  args: { block: formBlock(formExamples.form_contact.minimal), index: 1 },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'Contact');
    await expectNoFormSlot(canvasElement);
    await expect(details(canvasElement).getByRole('link', { name: siteInfo.email! })).toBeVisible();
  },
};

/** Long Dutch compounds and long contact details wrap instead of overflowing. */
export const LongContent: Story = {
  args: {
    block: {
      ...formBlock(formExamples.form_contact.longContent),
      form: {
        databaseId: FORM.contact,
        title: LONG_TITLE,
        description: 'Stel je vraag over de overstapondersteuningsmogelijkheden. '.repeat(5),
      },
    } as FormBlock,
  },
  parameters: {
    siteInfo: {
      ...siteInfo,
      addressRuleOne: 'Bedrijventerreinontwikkelingsmaatschappijlaan 1234 bis',
      addressRuleTwo: '3511 ED Utrecht-Leidsche Rijn Centrum',
      email: 'klantenservicemedewerkersondersteuning@wolkwerk-cloudoplossingen.nl',
    },
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(
      await expectHeading(canvasElement, 1),
      contactAddress(canvasElement)!,
      within(canvasElement).getByRole('group', { name: LONG_TITLE }),
    );
  },
};

/** On a phone everything stacks: the contact details, then the form; every link stays reachable. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const contactDetails = details(canvasElement);
    const slot = await expectFormSlot(canvasElement, FORM.contact, 2);
    const login = within(canvasElement).getByRole('link', { name: /Login Operator/ });
    await expect(slot.getBoundingClientRect().top).toBeGreaterThanOrEqual(login.getBoundingClientRect().bottom);
    for (const link of [...contactDetails.getAllByRole('link'), login]) {
      const box = link.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expectNoHorizontalOverflow(canvasElement.querySelector('section')!);
  },
};
