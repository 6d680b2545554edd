import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { contentExamples } from '../../../mocks/content/examples/index.ts';
import { ContentEnclose } from '../../../src/blocks/content/ContentEnclose';
import { resetTypeformEmbed, TYPEFORM_EMBED_SCRIPT_URL } from '../../../src/blocks/content/typeform';
import { theme } from '../../../src/styles/theme';
import { asGatsbyBlock, expectHeading, expectHeadingsFit, MOBILE, pageContext } from '../../../mocks/testing/blocks';

const examples = contentExamples.content_enclose;
const cloudscan = examples.default;
const FORM_URL = `https://form.typeform.com/to/${cloudscan.typeformId}`;
const FALLBACK_LINK = 'Open het formulier op typeform.com';

/**
 * Stands in for Typeform's embed script (these machines have no internet): it defines
 * window.tf.createWidget as the real script does and shows a line of text in the container.
 */
const FAKE_EMBED_SCRIPT = `window.tf = {
  createWidget: function (formId, options) {
    var form = document.createElement('p');
    form.textContent = 'Typeform-formulier ' + formId + ' (nagebootst in Storybook)';
    options.container.appendChild(form);
    return { unmount: function () { form.remove(); } };
  }
};`;

const embedLoads = http.get(
  TYPEFORM_EMBED_SCRIPT_URL,
  () => new HttpResponse(FAKE_EMBED_SCRIPT, { headers: { 'Content-Type': 'text/javascript' } }),
);
const embedFails = http.get(TYPEFORM_EMBED_SCRIPT_URL, () => HttpResponse.error());

/** The text the stand-in embed shows for a form (all forms when no id is given). */
const fakeFormText = (formId?: string | null) =>
  formId ? `Typeform-formulier ${formId} (nagebootst in Storybook)` : /^Typeform-formulier .+ \(nagebootst in Storybook\)$/;

const embedScripts = () => document.querySelectorAll(`script[src="${TYPEFORM_EMBED_SCRIPT_URL}"]`);

const meta = {
  title: 'Blocks/Content/ContentEnclose',
  component: ContentEnclose,
  args: {
    block: asGatsbyBlock(cloudscan),
    index: 1,
    page: pageContext('/cloudstatus/ontdekken/'),
  },
  parameters: { msw: [embedLoads] },
  // Every story starts from a page without the embed script, as a fresh page load would.
  beforeEach: () => {
    resetTypeformEmbed();
    return () => resetTypeformEmbed();
  },
} satisfies Meta<typeof ContentEnclose>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The cloud scan page's Typeform: not in the server-rendered HTML, mounted in #form once the
 * block is in the browser, with the embed script requested once; a plain link stays below it.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // What the server renders: the block and its fallback link, but no embed container.
    const serverHtml = renderToString(
      <ThemeProvider theme={theme}>
        <ContentEnclose {...args} />
      </ThemeProvider>,
    );
    await expect(serverHtml).not.toContain('id="form"');
    await expect(serverHtml).toContain(`href="${FORM_URL}"`);

    // In the browser, after mounting:
    await expectHeading(canvasElement, 2, cloudscan.title!);
    const container = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('#form');
      if (!element) throw new Error('#form is not there yet');
      return element;
    });
    // The script is requested in an effect after the container is committed: count it once the form is in.
    await expect(await within(container).findByText(fakeFormText(cloudscan.typeformId))).toBeVisible();
    await expect(embedScripts()).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: FALLBACK_LINK })).toHaveAttribute('href', FORM_URL);
  },
};

/**
 * No network (or the script is blocked): the rest of the block works, it says the form could
 * not be loaded, and the link takes the visitor to the form on typeform.com.
 */
export const Offline: Story = {
  parameters: { msw: [embedFails] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Het formulier kon niet worden geladen.'), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('link', { name: FALLBACK_LINK })).toHaveAttribute('href', FORM_URL);
    await expectHeading(canvasElement, 2, cloudscan.title!);
    await expect(embedScripts()).toHaveLength(0);
  },
};

/** Two Typeform blocks on one page: one script, two containers (the first is #form). */
export const TwoOnOnePage: Story = {
  render: (args) => (
    <>
      <ContentEnclose {...args} />
      <ContentEnclose
        {...args}
        index={2}
        block={{ ...args.block, title: 'Tevredenheidsonderzoek', sectionId: null, typeformId: 'x9Y8z7W6' }}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each form in its own container, the first one in #form.
    await waitFor(() => expect(canvas.getAllByText(fakeFormText())).toHaveLength(2));
    await expect(canvas.getByText(fakeFormText(cloudscan.typeformId)).parentElement).toHaveAttribute('id', 'form');
    await expect(canvas.getByText(fakeFormText('x9Y8z7W6')).parentElement).toHaveAttribute('id', 'form-x9Y8z7W6');
    await expect(embedScripts()).toHaveLength(1);
    await expect(canvas.getAllByRole('link', { name: FALLBACK_LINK })).toHaveLength(2);
  },
};

/** Without a typeformId only the title shows; no script is requested. */
export const Minimal: Story = {
  args: { block: asGatsbyBlock(examples.minimal) },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'Cloudscan');
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('#form')).toBeNull();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    await expect(embedScripts()).toHaveLength(0);
  },
};

export const LongContent: Story = {
  args: { block: asGatsbyBlock(examples.longContent) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(fakeFormText(examples.longContent.typeformId))).toBeVisible();
    await expectHeadingsFit(canvasElement);
  },
};

export const LongContentOnMobile: Story = { ...LongContent, globals: MOBILE };

export const OfflineOnMobile: Story = {
  parameters: Offline.parameters,
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Het formulier kon niet worden geladen.'), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('link', { name: FALLBACK_LINK })).toBeVisible();
    await expectHeadingsFit(canvasElement);
  },
};
