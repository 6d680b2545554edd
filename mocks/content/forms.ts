import type { GfChoice, GfField, GfForm, GfNotification } from './types.ts';

/** Gravity Forms ids. Form 2 was deleted in WordPress long ago; ids are never reused. */
export const FORM = {
  contact: 1,
  newsletter: 3,
  callback: 4,
  quotation: 5,
  demo: 6,
  /** The migration intake: uses every field type, with conditional logic. */
  migrationIntake: 7,
  whitepaper: 8,
} as const;

const choices = (...texts: string[]): GfChoice[] => texts.map((text) => ({ text, value: text }));

const CONSENT_LABEL =
  'Ik ga akkoord met de <a href="/privacyverklaring/">voorwaarden</a> en geef toestemming om mijn gegevens te gebruiken voor het afhandelen van mijn aanvraag.';

/**
 * The same words as plain text, as an editor types a checkbox label and Gravity Forms stores it:
 * the contact form's, so the site has both kinds. The engine links its 'voorwaarden' to the
 * privacy statement (src/forms/consent-label.ts); a label with a link of its own keeps that one.
 */
export const CONSENT_TEXT_LABEL =
  'Ik ga akkoord met de voorwaarden en geef toestemming om mijn gegevens te gebruiken voor het afhandelen van mijn aanvraag.';

function consent(id: number, checkboxLabel: string = CONSENT_LABEL): GfField {
  return {
    id,
    type: 'consent',
    label: 'Toestemming',
    labelPlacement: 'hidden_label',
    isRequired: true,
    errorMessage: 'Je moet akkoord gaan met de voorwaarden om het formulier te versturen',
    checkboxLabel,
  };
}

const nameField = (id = 11): GfField => ({
  id,
  type: 'text',
  label: 'Naam',
  isRequired: true,
  placeholder: 'Voor- en achternaam',
  errorMessage: 'Vul je naam in',
  maxLength: 0,
});

const emailField = (id = 12, isRequired = true): GfField => ({
  id,
  type: 'email',
  label: 'E-mailadres',
  isRequired,
  placeholder: 'naam@bedrijf.nl',
  errorMessage: isRequired ? 'Vul een geldig e-mailadres in' : null,
});

const phoneField = (id = 15, isRequired = true): GfField => ({
  id,
  type: 'phone',
  label: 'Telefoonnummer',
  isRequired,
  placeholder: '0612345678',
  maxLength: 10,
  errorMessage: isRequired ? 'Vul je telefoonnummer in' : null,
});

/**
 * The site's e-mail address (settings.ts info.email; not imported from there: settings.ts imports
 * this module). Admin notifications go here.
 */
export const SITE_EMAIL = 'info@wolkwerk.nl';

/**
 * GF's default "Admin Notification" (class-gf-form-crud-handler.php get_default_notification) as
 * the site configures it: to the site's address, {all_fields}, replies go to the visitor.
 */
function adminNotification(id: string, subject: string, emailFieldId: number): Record<string, GfNotification> {
  return {
    [id]: {
      id,
      name: 'Admin Notification',
      isActive: true,
      event: 'form_submission',
      toType: 'email',
      to: SITE_EMAIL,
      subject,
      message: '{all_fields}',
      from: '{admin_email}',
      fromName: 'Wolkwerk Cloud website',
      replyTo: `{E-mailadres:${emailFieldId}}`,
    },
  };
}

const message = (id: string, html: string) => ({
  id,
  name: 'Standaardbevestiging',
  type: 'MESSAGE' as const,
  isDefault: true,
  message: html,
});

export const forms: GfForm[] = [
  {
    databaseId: FORM.contact,
    title: 'Contact',
    description: 'Stel je vraag of laat weten waarmee we je kunnen helpen. We reageren binnen één werkdag.',
    fields: [
      nameField(),
      emailField(),
      {
        id: 13,
        type: 'textarea',
        label: 'Bericht',
        isRequired: true,
        placeholder: 'Waar kunnen we je mee helpen?',
        errorMessage: 'Vul je bericht in',
        maxLength: 0,
      },
      {
        id: 14,
        type: 'select',
        label: 'Ik wil graag',
        isRequired: true,
        placeholder: 'Maak een keuze',
        choices: choices('Gebeld worden', 'Een offerte', 'Meer informatie', 'Een demo'),
      },
      phoneField(15, false),
      consent(16, CONSENT_TEXT_LABEL),
    ],
    confirmations: [
      message(
        '5f1c2a9e0b7d1',
        '<p><strong>Bedankt voor je bericht!</strong></p>\n<p>We hebben je vraag ontvangen en nemen binnen één werkdag contact met je op. Heb je haast? Bel ons dan op <a href="tel:0301234567">030 123 45 67</a>.</p>',
      ),
    ],
    submitButton: { text: 'Verstuur' },
    notifications: adminNotification('5f1c2a9e0c001', 'Nieuw contactformulier van {Naam:11}: {Ik wil graag:14}', 12),
  },
  {
    databaseId: FORM.newsletter,
    title: 'Nieuwsbrief',
    description: 'Eén keer per maand de beste artikelen uit de kennisbank en nieuws over onze diensten.',
    fields: [
      { ...emailField(1), labelPlacement: 'hidden_label', placeholder: 'Jouw e-mailadres' },
      consent(2, 'Ja, ik wil de nieuwsbrief ontvangen en ga akkoord met de <a href="/privacyverklaring/">voorwaarden</a>.'),
    ],
    confirmations: [
      message('62a0b8f4c1e57', '<p>Bedankt voor je aanmelding! Je ontvangt zo een e-mail waarmee je je inschrijving bevestigt.</p>'),
    ],
    submitButton: { text: 'Aanmelden' },
    // No admin notification: a confirmation to the subscriber (toType 'field': the e-mail field's id).
    notifications: {
      '62a0b8f4c2001': {
        id: '62a0b8f4c2001',
        name: 'Bevestiging aan de abonnee',
        isActive: true,
        event: 'form_submission',
        toType: 'field',
        to: '1',
        subject: 'Bevestig je aanmelding voor de nieuwsbrief van Wolkwerk Cloud',
        message:
          '<p>Hallo,</p>\n<p>Bedankt voor je aanmelding voor de nieuwsbrief van Wolkwerk Cloud. Eén keer per maand sturen we je de beste artikelen uit de kennisbank en nieuws over onze diensten.</p>\n<p>Heb je je niet zelf aangemeld? Dan kun je deze e-mail negeren.</p>',
        from: SITE_EMAIL,
        fromName: 'Wolkwerk Cloud',
      },
    },
  },
  {
    databaseId: FORM.callback,
    title: 'Terugbellen',
    description: 'Laat je nummer achter, dan bellen we je binnen één werkdag terug.',
    fields: [
      nameField(),
      phoneField(),
      {
        id: 14,
        type: 'radio',
        label: 'Wanneer mogen we bellen?',
        isRequired: true,
        errorMessage: 'Kies een moment',
        choices: [
          { text: 'Zo snel mogelijk', value: 'Zo snel mogelijk', isSelected: true },
          { text: 'In de ochtend', value: 'In de ochtend' },
          { text: 'In de middag', value: 'In de middag' },
        ],
      },
      emailField(12, false),
      {
        id: 13,
        type: 'textarea',
        label: 'Waar gaat het over?',
        isRequired: false,
        placeholder: 'Bijvoorbeeld: ik wil mijn server naar de cloud verhuizen',
        maxLength: 500,
      },
      consent(16),
    ],
    confirmations: [
      {
        id: '63b7e2d5a9c04',
        name: 'Naar de bedankpagina',
        type: 'REDIRECT',
        isDefault: true,
        url: '/bedankt/',
        queryString: 'naam={Naam:11}',
      },
    ],
    submitButton: { text: 'Bel mij terug' },
    notifications: adminNotification('63b7e2d5aa001', 'Terugbelverzoek van {Naam:11} ({Wanneer mogen we bellen?:14})', 12),
  },
  {
    databaseId: FORM.quotation,
    title: 'Offerte',
    description: 'Vul je gegevens in, dan mailen we je de offerte met de gekozen pakketten.',
    fields: [
      nameField(),
      phoneField(),
      {
        id: 14,
        type: 'text',
        label: 'Bedrijfsnaam',
        isRequired: true,
        placeholder: 'Naam van je organisatie',
        errorMessage: 'Vul de naam van je bedrijf in',
      },
      emailField(),
      {
        id: 13,
        type: 'textarea',
        label: 'Opmerkingen',
        isRequired: false,
        placeholder: 'Wensen, vragen of een gewenste startdatum',
        maxLength: 1000,
      },
      consent(16),
    ],
    confirmations: [
      message(
        '64c3f1a7d2e98',
        '<p><strong>Je offerte is onderweg!</strong></p>\n<p>Je ontvangt de offerte binnen een paar minuten in je mailbox. Een adviseur belt je binnen twee werkdagen om hem samen door te nemen.</p>',
      ),
    ],
    submitButton: { text: 'Verstuur offerte' },
    notifications: adminNotification('64c3f1a7d3001', 'Offerteaanvraag van {Bedrijfsnaam:14}', 12),
  },
  {
    databaseId: FORM.demo,
    title: 'Demo aanvragen',
    description: 'Zie in een half uur hoe de cloud werkplek er voor jouw team uitziet.',
    fields: [
      nameField(),
      emailField(),
      phoneField(),
      {
        id: 14,
        type: 'text',
        label: 'Bedrijfsnaam',
        isRequired: true,
        errorMessage: 'Vul de naam van je bedrijf in',
      },
      {
        id: 17,
        type: 'select',
        label: 'Aantal werkplekken',
        isRequired: true,
        placeholder: 'Kies een aantal',
        choices: choices('1 tot 5', '6 tot 20', '21 tot 50', 'Meer dan 50'),
      },
      {
        id: 13,
        type: 'textarea',
        label: 'Waar ben je benieuwd naar?',
        isRequired: false,
        maxLength: 500,
      },
      consent(16),
    ],
    confirmations: [message('65d4a2b8e3f19', '<p>Bedankt voor je aanvraag! We mailen je vandaag nog een paar momenten voor de demo.</p>')],
    submitButton: { text: 'Plan mijn demo' },
    notifications: adminNotification('65d4a2b8e4001', 'Demo-aanvraag van {Bedrijfsnaam:14} ({Aantal werkplekken:17})', 12),
  },
  {
    databaseId: FORM.migrationIntake,
    title: 'Migratie-intake',
    description:
      'Vertel ons hoe je IT er nu uitziet. Met deze intake bereiden we het kennismakingsgesprek voor, zodat we direct een concreet overstapplan kunnen maken.',
    cssClass: 'form-migratie-intake',
    fields: [
      { id: 1, type: 'section', label: 'Over jou', isRequired: false, description: 'Zo weten we wie we mogen bellen.' },
      {
        id: 2,
        type: 'name',
        label: 'Naam',
        isRequired: true,
        errorMessage: 'Vul je voor- en achternaam in',
        inputs: [
          {
            id: '2.2',
            key: 'prefix',
            label: 'Aanhef',
            isHidden: true,
            choices: choices('Dhr.', 'Mevr.', 'Dr.', 'Prof.'),
          },
          { id: '2.3', key: 'first', label: 'Voornaam', isHidden: false, placeholder: 'Voornaam' },
          { id: '2.4', key: 'middle', label: 'Tussenvoegsel', isHidden: true },
          { id: '2.6', key: 'last', label: 'Achternaam', isHidden: false, placeholder: 'Achternaam' },
          { id: '2.8', key: 'suffix', label: 'Achtervoegsel', isHidden: true },
        ],
      },
      emailField(3),
      phoneField(4),
      {
        id: 5,
        type: 'radio',
        label: 'Soort klant',
        isRequired: true,
        errorMessage: 'Kies particulier of zakelijk',
        choices: choices('Particulier', 'Zakelijk'),
      },
      {
        id: 6,
        type: 'text',
        label: 'Bedrijfsnaam',
        isRequired: true,
        errorMessage: 'Vul de naam van je bedrijf in',
        conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 5, operator: 'IS', value: 'Zakelijk' }] },
      },
      {
        id: 7,
        type: 'website',
        label: 'Website',
        isRequired: false,
        placeholder: 'https://www.jouwbedrijf.nl',
        errorMessage: 'Vul een geldige URL in, bijvoorbeeld https://www.jouwbedrijf.nl',
        conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 5, operator: 'IS', value: 'Zakelijk' }] },
      },
      {
        id: 8,
        type: 'number',
        label: 'Aantal medewerkers',
        isRequired: true,
        description: 'Tel iedereen mee die met de computer werkt, ook parttimers.',
        errorMessage: 'Vul een aantal tussen 1 en 250 in',
        rangeMin: 1,
        rangeMax: 250,
        conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 5, operator: 'IS_NOT', value: 'Particulier' }] },
      },
      {
        id: 24,
        type: 'address',
        label: 'Vestigingsadres',
        isRequired: false,
        // As Gravity Forms stores it: the country's name in GF_Field_Address::get_default_countries()
        // (untranslated, as the real WordPress lists it). An international address has
        // no default province (defaultProvince is for Canadian addresses; its free-text default state
        // would fail WPGraphQL for Gravity Forms' AddressFieldProvinceEnum).
        defaultCountry: 'Netherlands',
        inputs: [
          { id: '24.1', key: 'street', label: 'Straat en huisnummer', isHidden: false },
          { id: '24.2', key: 'lineTwo', label: 'Adresregel 2', isHidden: false },
          { id: '24.3', key: 'city', label: 'Plaats', isHidden: false },
          { id: '24.4', key: 'state', label: 'Provincie', isHidden: false },
          { id: '24.5', key: 'zip', label: 'Postcode', isHidden: false, placeholder: '1234 AB' },
          { id: '24.6', key: 'country', label: 'Land', isHidden: false },
        ],
      },
      { id: 9, type: 'section', label: 'Je huidige IT', isRequired: false },
      {
        id: 10,
        type: 'select',
        label: 'Waar draait je IT nu?',
        isRequired: true,
        placeholder: 'Maak een keuze',
        choices: choices('Eigen server op kantoor', 'Bij een andere cloudprovider', 'Losse computers op kantoor', 'Weet ik niet'),
      },
      {
        id: 11,
        type: 'text',
        label: 'Huidige provider',
        isRequired: false,
        placeholder: 'Bijvoorbeeld de naam van je huidige hostingpartij',
        conditionalLogic: {
          actionType: 'SHOW',
          logicType: 'ALL',
          rules: [{ fieldId: 10, operator: 'IS', value: 'Bij een andere cloudprovider' }],
        },
      },
      {
        id: 12,
        type: 'multiselect',
        label: 'Welke software gebruik je?',
        isRequired: false,
        description: 'Kies alles wat van toepassing is.',
        choices: choices('Microsoft 365', 'Exact Online', 'AFAS', 'SnelStart', 'Adobe Creative Cloud', 'AutoCAD', 'Anders'),
      },
      {
        id: 13,
        type: 'checkbox',
        label: 'Waar wil je hulp bij?',
        isRequired: true,
        errorMessage: 'Kies minstens één onderwerp',
        inputs: [
          { id: '13.1', label: 'VPS' },
          { id: '13.2', label: 'Cloud PC' },
          { id: '13.3', label: 'Cloud werkplek' },
          { id: '13.4', label: 'Back-up en herstel' },
          { id: '13.5', label: 'Migratie naar Microsoft 365' },
        ],
        choices: choices('VPS', 'Cloud PC', 'Cloud werkplek', 'Back-up en herstel', 'Migratie naar Microsoft 365'),
      },
      {
        id: 14,
        type: 'list',
        label: 'Servers die mee moeten',
        isRequired: false,
        description: 'Eén server per regel. Weet je de opslag niet precies? Een schatting is prima.',
        listColumns: ['Servernaam', 'Rol', 'Opslag (GB)'],
        conditionalLogic: {
          actionType: 'SHOW',
          logicType: 'ALL',
          rules: [
            { fieldId: 10, operator: 'IS_NOT', value: 'Losse computers op kantoor' },
            { fieldId: 10, operator: 'IS_NOT', value: 'Weet ik niet' },
          ],
        },
      },
      {
        id: 15,
        type: 'list',
        label: 'Belangrijkste applicaties',
        isRequired: false,
        placeholder: 'Bijvoorbeeld je boekhoudpakket',
      },
      {
        id: 16,
        type: 'fileupload',
        label: 'Netwerkoverzicht of inventarisatie',
        isRequired: false,
        description: 'Pdf, jpg of png, maximaal 2 MB per bestand.',
        allowedExtensions: ['pdf', 'jpg', 'png'],
        maxFileSize: 2,
        canAcceptMultipleFiles: true,
      },
      {
        id: 17,
        type: 'date',
        label: 'Gewenste overstapdatum',
        isRequired: false,
        placeholder: 'dd-mm-jjjj',
        dateFormat: 'dmy',
      },
      { id: 18, type: 'section', label: 'Contact en toelichting', isRequired: false },
      {
        id: 19,
        type: 'radio',
        label: 'Hoe wil je het kennismakingsgesprek voeren?',
        isRequired: true,
        choices: choices('Bellen', 'Videobellen', 'Op ons kantoor in Utrecht'),
      },
      {
        id: 20,
        type: 'text',
        label: 'Wanneer ben je het best bereikbaar?',
        isRequired: true,
        errorMessage: 'Laat weten wanneer we je kunnen bellen',
        placeholder: 'Bijvoorbeeld dinsdagochtend',
        conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 19, operator: 'IS', value: 'Bellen' }] },
      },
      {
        id: 21,
        type: 'textarea',
        label: 'Toelichting',
        labelPlacement: 'hidden_label',
        isRequired: false,
        placeholder: 'Is er nog iets dat we moeten weten? (maximaal 500 tekens)',
        maxLength: 500,
      },
      {
        id: 22,
        type: 'text',
        label: 'Campagne',
        isRequired: false,
        visibility: 'hidden',
        cssClass: 'gf-hidden-campaign',
      },
      {
        id: 25,
        type: 'html',
        label: 'Privacy',
        isRequired: false,
        content:
          '<p>We gebruiken je gegevens alleen om het kennismakingsgesprek voor te bereiden en bewaren ze niet langer dan nodig. Lees er meer over in onze <a href="/privacyverklaring/">privacyverklaring</a>.</p>',
      },
      consent(23),
    ],
    confirmations: [
      message(
        '66e5b3c9f4a2a',
        '<p><strong>Bedankt, je intake is binnen!</strong></p>\n<p>Een migratiespecialist bekijkt je gegevens en neemt binnen twee werkdagen contact op voor het kennismakingsgesprek. In de tussentijd kun je alvast lezen hoe een overstap verloopt in <a href="/kennisbank/in-vijf-stappen-naar-de-cloud/">In vijf stappen naar de cloud</a>.</p>',
      ),
    ],
    submitButton: { text: 'Verstuur intake' },
    notifications: adminNotification('66e5b3c9f5001', 'Nieuwe migratie-intake van {Naam:2.3} {Naam:2.6}', 3),
  },
  {
    databaseId: FORM.whitepaper,
    title: 'Whitepaper downloaden',
    description: null,
    fields: [
      { id: 1, type: 'text', label: 'Naam', isRequired: true, errorMessage: 'Vul je naam in' },
      emailField(2),
      { id: 3, type: 'text', label: 'Bedrijfsnaam', isRequired: false },
      consent(4),
    ],
    confirmations: [
      message(
        '67f6c4d0a5b3b',
        '<p>Bedankt! De whitepaper <strong>In vijf stappen naar de cloud</strong> staat binnen een paar minuten in je mailbox.</p>',
      ),
    ],
    submitButton: { text: 'Stuur mij de whitepaper' },
    notifications: adminNotification('67f6c4d0a6001', 'Whitepaper gedownload door {Naam:1}', 2),
  },
];

/**
 * Form 5 as an editor may change it in WordPress: other field ids, the name as a
 * name field with its parts, a required question the site has never seen, an optional phone, no
 * company field. The site must follow it without a change (e2e/hostile-content.build.ts sends a
 * quotation with it; src/quotation/server/fields.ts reads it).
 */
export function editedQuotationForm(): GfForm {
  const original = forms.find((form) => form.databaseId === FORM.quotation)!;
  return {
    ...structuredClone(original),
    fields: [
      {
        id: 31,
        type: 'name',
        label: 'Je naam',
        isRequired: true,
        inputs: [
          { id: '31.3', key: 'first', label: 'Voornaam', isHidden: false },
          { id: '31.6', key: 'last', label: 'Achternaam', isHidden: false },
        ],
      },
      emailField(32),
      {
        id: 33,
        type: 'select',
        label: 'Hoe willen we de offerte bespreken?',
        isRequired: true,
        choices: choices('Telefonisch', 'Via videobellen', 'Op ons kantoor'),
      },
      phoneField(35, false),
      { id: 36, type: 'textarea', label: 'Wat wil je ons nog vertellen?', isRequired: false, maxLength: 1000 },
      consent(40),
    ],
    notifications: adminNotification('64c3f1a7d3002', 'Offerteaanvraag van {Je naam:31}', 32),
  };
}
