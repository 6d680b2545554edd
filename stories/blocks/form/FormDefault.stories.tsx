import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formExamples } from '../../../mocks/content/examples/index.ts';
import { FORM } from '../../../mocks/content/index.ts';
import { FormDefault } from '../../../src/blocks/form/FormDefault';
import type { FormBlock } from '../../../src/blocks/form/fragment';
import { expectHeading, expectNoHeading, expectNoHorizontalOverflow, LONG_TITLE, MOBILE, pageContext } from '../../../mocks/testing/blocks';
import { expectFormSlot, expectNoFormSlot, fixtureFormBlock, formBlock, LONG_DESCRIPTION } from './form-support.tsx';

const intake = fixtureFormBlock('/contact/migratie-intake/', 'form_default');
const whitepaper = fixtureFormBlock('/overstappen/', 'form_default');

const meta = {
  title: 'Blocks/Form/FormDefault',
  component: FormDefault,
  args: {
    block: intake.block,
    index: 0,
    page: pageContext('/contact/migratie-intake/'),
  },
} satisfies Meta<typeof FormDefault>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The migration intake page (form 7): the h1 title, the description and the form slot with the form's title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, intake.fixture.title!);
    await expect(within(canvasElement).getByText(/Het invullen duurt ongeveer tien minuten/)).toBeVisible();
    await expectFormSlot(canvasElement, FORM.migrationIntake, 2);
  },
};

/** Further down a page (the whitepaper form on /overstappen/): h2, the form title h3, and the section is the #whitepaper anchor. */
export const NotFirstSection: Story = {
  args: { block: whitepaper.block, index: 4, page: pageContext('/overstappen/') },
  play: async ({ canvasElement }) => {
    await expectNoHeading(canvasElement, 1);
    await expect(within(canvasElement).getByRole('region', { name: whitepaper.fixture.title! })).toHaveAttribute('id', 'whitepaper');
    await expectHeading(canvasElement, 2, whitepaper.fixture.title!);
    // Form 8 has no description: the slot shows only its title.
    await expectFormSlot(canvasElement, FORM.whitepaper, 3);
  },
};

/** Only a title and a form: no description, no anchor. */
export const Minimal: Story = {
  args: { block: formBlock(formExamples.form_default.minimal), index: 1 },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'Bel mij nu terug');
    await expect(canvasElement.querySelector('section')).not.toHaveAttribute('id');
    await expectFormSlot(canvasElement, FORM.callback, 3);
  },
};

/** No form selected in WordPress (form is null): title and description stay, no empty form slot. */
export const WithoutForm: Story = {
  args: { block: { ...intake.block, form: null } as FormBlock },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, intake.fixture.title!);
    await expectNoFormSlot(canvasElement);
  },
};

/** Nothing filled in at the top of the page: the page title stands in as h1, so the page keeps one. */
export const Empty: Story = {
  args: { block: formBlock({ title: null, description: null, formId: null }), index: 0 },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, 'Migratie-intake');
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(1);
  },
};

/** Long Dutch compounds in the title, the description and the form definition wrap instead of overflowing. */
export const LongContent: Story = {
  args: {
    block: {
      ...formBlock(formExamples.form_default.longContent),
      form: { databaseId: 77, title: LONG_TITLE, description: LONG_DESCRIPTION.replace(/<[^>]+>/g, ' ') },
    } as FormBlock,
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(await expectHeading(canvasElement, 1), within(canvasElement).getByRole('group', { name: LONG_TITLE }));
  },
};

/** On a phone the form slot sits below the title and description, full width. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const heading = await expectHeading(canvasElement, 1);
    const slot = await expectFormSlot(canvasElement, FORM.migrationIntake, 2);
    await expect(slot.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
    await expectNoHorizontalOverflow(canvasElement.querySelector('section')!);
  },
};
