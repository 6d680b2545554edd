import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { content, FORM, IMG, findForm, findPage } from '../../../mocks/content/index';
import { formExamples } from '../../../mocks/content/examples/index';
import { toGatsbyForm, toGatsbySiteSettings } from '../../../mocks/content/gatsby-shape';
import { findBlock } from '../../../mocks/content/select';
import type { FormBlock as FixtureFormBlock } from '../../../mocks/content/types';
import { SiteInfoContext } from '../../layout/SiteInfoContext';
import type { SiteInfo } from '../../layout/site-settings';
import { ThemeRoot } from '../../styles/ThemeRoot';
import type { PageContext } from '../types';
import { CONTACT_FORM_ID, FormContact } from './FormContact';
import { FormDefault } from './FormDefault';
import type { FormBlock } from './fragment';

const info = toGatsbySiteSettings(content).info as SiteInfo;
const contactFixture = formExamples.form_contact.default;
const intakeFixture = formExamples.form_default.default;
const page: PageContext = { uri: '/contact/', title: 'Contact', featuredImage: null };

const formBlock = (block: Partial<FixtureFormBlock>) =>
  toGatsbyForm({ kind: 'Form', styletype: 'form_default', formId: null, ...block }, { processed: false });

function Providers({ children, siteInfo = info }: { children: ReactNode; siteInfo?: SiteInfo | null }) {
  return (
    <ThemeRoot>
      <SiteInfoContext.Provider value={siteInfo}>{children}</SiteInfoContext.Provider>
    </ThemeRoot>
  );
}

/** The form slot: a group named by its form's title. */
const formSlot = (formId: number) => screen.getByRole('group', { name: findForm(formId)!.title });
/** The contact details' address (an address is a group; the form slot is the other, named, one). */
const contactAddress = () => screen.queryAllByRole('group').find((group) => group.tagName === 'ADDRESS') ?? null;

/** Every malformed block renders on the server (no error boundaries there) and in the browser. */
const brokenBlocks: [string, FormBlock][] = [
  ['no fields at all', formBlock({ title: null, description: null, formId: null, imageDesktop: null })],
  ['a form id that does not exist', formBlock({ title: 'Formulier', formId: 999 })],
  [
    'an image field without a media item',
    formBlock({ styletype: 'form_contact', title: 'Contact', formId: FORM.contact, imageDesktop: { image: 123456, position: 'top' } }),
  ],
  ['blank strings', formBlock({ title: '   ', description: '  ', formId: FORM.whitepaper })],
  [
    'a form without title and description',
    {
      ...formBlock({ title: 'Formulier' }),
      form: {
        databaseId: 42,
        title: null,
        description: null,
        labelPlacement: null,
        submitButton: null,
        confirmations: null,
        formFields: null,
      },
    },
  ],
];

describe('form blocks', () => {
  describe('form_default', () => {
    it('gives the first block the h1, with the form slot for its form', () => {
      render(
        <Providers>
          <FormDefault block={toGatsbyForm(intakeFixture)} index={0} page={page} />
        </Providers>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(intakeFixture.title!);
      const slot = formSlot(FORM.migrationIntake);
      expect(within(slot).getByRole('heading', { level: 2 })).toHaveTextContent('Migratie-intake');
      expect(slot).toHaveTextContent(/Vertel ons hoe je IT er nu uitziet/);
      expect(screen.getByText(/Het invullen duurt ongeveer tien minuten/)).toBeInTheDocument();
    });

    it('renders the form itself in the slot, through the lazily loaded engine', async () => {
      render(
        <Providers>
          <FormDefault block={toGatsbyForm(intakeFixture)} index={0} page={page} />
        </Providers>,
      );
      const slot = within(formSlot(FORM.migrationIntake));
      expect(await slot.findByRole('button', { name: 'Verstuur intake' })).toBeDisabled();
      expect(slot.getByRole('textbox', { name: 'Voornaam' })).toBeRequired();
      expect(slot.getByRole('heading', { level: 3, name: 'Over jou' })).toBeInTheDocument();
    });

    it('uses h2 further down the page, the form title h3, and the sectionId as anchor', () => {
      const overstappen = findPage('/overstappen/')!;
      const whitepaper = findBlock(overstappen.blocks, 'Form', 'form_default');
      const { container } = render(
        <Providers>
          <FormDefault block={toGatsbyForm(whitepaper)} index={3} page={page} />
        </Providers>,
      );
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(whitepaper.title!);
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Whitepaper downloaden');
      expect(container.querySelector('section')).toHaveAttribute('id', 'whitepaper');
      expect(screen.getByRole('region', { name: whitepaper.title! })).toBeInTheDocument();
    });

    it('renders title and description without a form, and no empty slot', () => {
      const { container } = render(
        <Providers>
          <FormDefault
            block={formBlock({ title: 'Bel mij nu terug', description: '<p>Wij bellen je terug.</p>', formId: null })}
            index={1}
            page={page}
          />
        </Providers>,
      );
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Bel mij nu terug');
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
      expect(container.querySelector('section')).toHaveTextContent(/^Bel mij nu terugWij bellen je terug\.$/);
    });

    it('falls back to the page title for the h1 when the first block has no title', () => {
      render(
        <Providers>
          <FormDefault block={formBlock({ title: null, formId: FORM.callback })} index={0} page={page} />
        </Providers>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');
    });
  });

  describe('form_contact', () => {
    it('shows the contact details, LinkedIn and Login Operator for the contact form (form 1)', () => {
      expect(contactFixture.formId).toBe(CONTACT_FORM_ID);
      render(
        <Providers>
          <FormContact block={toGatsbyForm(contactFixture)} index={0} page={page} />
        </Providers>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(contactFixture.title!);
      // The description has a phone link of its own: look inside the contact details.
      const details = within(contactAddress()!);
      const address = details.getByRole('link', { name: `${info.addressRuleOne} ${info.addressRuleTwo}` });
      expect(address).toHaveAttribute('href', info.addressGoogleMaps);
      expect(address).toHaveAttribute('target', '_blank');
      expect(address).toHaveAccessibleDescription('opent in een nieuw tabblad');
      expect(details.getByRole('link', { name: info.phonenumber! })).toHaveAttribute('href', 'tel:0301234567');
      expect(details.getByRole('link', { name: info.email! })).toHaveAttribute('href', `mailto:${info.email}`);
      expect(details.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', info.linkedinUrl);
      const login = screen.getByRole('link', { name: /^Login Operator/ });
      expect(login).toHaveAttribute('href', info.loginOperatorUrl);
      expect(login).toHaveAttribute('target', '_blank');
      expect(login).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(formSlot(FORM.contact)).getByRole('heading', { level: 2 })).toHaveTextContent(findForm(FORM.contact)!.title);
    });

    it('leaves LinkedIn and Login Operator out for other forms', () => {
      render(
        <Providers>
          <FormContact
            block={formBlock({ styletype: 'form_contact', title: 'Terugbellen', formId: FORM.callback })}
            index={1}
            page={page}
          />
        </Providers>,
      );
      expect(screen.getByRole('link', { name: info.phonenumber! })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Login Operator/ })).not.toBeInTheDocument();
    });

    it('shows the image instead of the contact details when it has one', () => {
      const workplace = findPage('/diensten/cloud-werkplek/')!;
      const demo = findBlock(workplace.blocks, 'Form', 'form_contact');
      const { container } = render(
        <Providers>
          <FormContact block={toGatsbyForm(demo, { processed: false })} index={4} page={page} />
        </Providers>,
      );
      expect(demo.imageDesktop?.image).toBe(IMG.workplaceDemo);
      expect(container.querySelector('img')).not.toBeNull();
      expect(contactAddress()).toBeNull();
      expect(screen.queryByRole('link', { name: info.phonenumber! })).not.toBeInTheDocument();
    });

    it('renders without site settings: no contact details, the rest stays', () => {
      render(
        <Providers siteInfo={null}>
          <FormContact block={toGatsbyForm(contactFixture)} index={0} page={page} />
        </Providers>,
      );
      expect(contactAddress()).toBeNull();
      expect(screen.queryByRole('link', { name: info.email! })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(contactFixture.title!);
    });

    it('leaves out what half-filled settings leave empty', () => {
      render(
        <Providers siteInfo={{ ...info, addressGoogleMaps: null, email: '  ', phonenumber: 'geen', loginOperatorUrl: null }}>
          <FormContact block={toGatsbyForm(contactFixture)} index={0} page={page} />
        </Providers>,
      );
      expect(screen.getByText(info.addressRuleOne!)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: new RegExp(info.addressRuleOne!) })).not.toBeInTheDocument();
      expect(
        within(contactAddress()!)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['LinkedIn']);
      expect(screen.queryByRole('link', { name: /Login Operator/ })).not.toBeInTheDocument();
    });
  });

  describe.each([
    ['form_default', FormDefault],
    ['form_contact', FormContact],
  ])('%s with malformed data', (_name, Component) => {
    it.each(brokenBlocks)('never throws: %s', (_case, block) => {
      for (const index of [0, 2]) {
        const tree = (
          <Providers>
            <Component block={block} index={index} page={page} />
          </Providers>
        );
        expect(() => renderToString(tree)).not.toThrow();
        const { unmount } = render(tree);
        unmount();
      }
    });
  });
});

describe('the form in the server HTML, with the way to reach the company without JavaScript', () => {
  const serverHtml = (siteInfo: SiteInfo | null) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Providers siteInfo={siteInfo}>
        <FormDefault block={formBlock({ title: 'Contact', formId: FORM.contact })} index={1} page={page} />
      </Providers>,
    );
    return container;
  };
  /** The <noscript> beside the button, as a browser without JavaScript shows it. */
  const alternativeOf = (container: HTMLElement) => {
    const noscript = container.querySelector('form.gform-1 button[type="submit"] ~ noscript');
    const shown = document.createElement('div');
    shown.innerHTML = noscript?.innerHTML ?? '';
    return shown;
  };

  it('paints the form block’s form on the server, with the site’s phone and e-mail beside the button', () => {
    const container = serverHtml(info);
    expect(container.querySelector('form.gform-1 input[name="input_11"]')).not.toBeNull();
    const alternative = alternativeOf(container);
    expect(alternative.textContent).toBe(`Lukt verzenden niet? Bel ons op ${info.phonenumber} of mail naar ${info.email}.`);
    expect(within(alternative).getByRole('link', { name: info.phonenumber! })).toHaveAttribute('href', 'tel:0301234567');
    expect(within(alternative).getByRole('link', { name: info.email! })).toHaveAttribute('href', `mailto:${info.email}`);
  });

  it('names only what the site settings have, and nothing without either', () => {
    expect(alternativeOf(serverHtml({ ...info, phonenumber: null })).textContent).toBe(`Lukt verzenden niet? Mail naar ${info.email}.`);
    expect(alternativeOf(serverHtml({ ...info, email: '  ' })).textContent).toBe(`Lukt verzenden niet? Bel ons op ${info.phonenumber}.`);
    expect(serverHtml(null).querySelector('noscript')).toBeNull();
  });
});
