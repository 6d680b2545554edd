/**
 * msw request handlers shared by Storybook and Jest.
 *
 * Storybook (.storybook/preview.tsx loads msw-storybook-addon's mswLoader):
 *
 *   const capture = captureSubmissions();
 *   export const Done: Story = { parameters: { msw: [gravityForms.valid(capture)] }, play: async () => { … capture.last()?.get('input_11') … } };
 *   // or: beforeEach({ msw }) { msw.use(gravityForms.slow(capture, { delayMs: 'infinite' })) }
 *
 * Jest (`@jest-environment node`, or jsdom with jest-fixed-jsdom):
 *
 *   const server = setupServer(...defaultHandlers);   // from 'msw/node'
 *   server.use(gravityForms.invalid(capture, { validationMessages: { '12': 'Voer een geldig e-mailadres in.' } }));
 */
import { gravityForms } from './gravity-forms.ts';

export * from './gravity-forms.ts';

/**
 * A sensible default for every story and test: GF's upload page for multi-file fields, and
 * submissions answered as the stand-in would (valid → 200, invalid → 400).
 */
export const defaultHandlers = [gravityForms.upload(), gravityForms.validated()];
export * from './listing.ts';
export * from './quotation.ts';
