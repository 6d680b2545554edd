import { FORM } from './forms.ts';
import { link } from './helpers.ts';
import type { Settings } from './types.ts';

export const settings: Settings = {
  general: {
    title: 'Wolkwerk Cloud',
    description: 'Virtuele servers, cloud pc’s en cloud werkplekken uit Nederlandse datacenters.',
    language: 'nl_NL',
  },
  info: {
    addressRuleOne: 'Stationsplein 12',
    addressRuleTwo: '3511 ED Utrecht',
    addressGoogleMaps: 'https://www.google.com/maps/search/?api=1&query=Stationsplein+12+Utrecht',
    phonenumber: '030 123 45 67',
    email: 'info@wolkwerk.nl',
    linkedinUrl: 'https://www.linkedin.com/company/wolkwerk-cloud',
    loginOperatorUrl: 'https://operator.wolkwerk.nl/login',
  },
  menuHeader: [
    {
      link: link('/diensten/', 'Diensten'),
      submenu: [
        { link: link('/diensten/vps/', 'VPS') },
        { link: link('/diensten/cloud-pc/', 'Cloud PC') },
        { link: link('/diensten/cloud-werkplek/', 'Cloud werkplek') },
        { link: link('/overstappen/', 'Overstappen naar de cloud') },
      ],
    },
    {
      link: link('/offerte-aanvragen/', 'Prijzen'),
      submenu: [
        { link: link('/diensten/vps/#prijzen', 'VPS-pakketten') },
        { link: link('/diensten/cloud-pc/#prijzen', 'Cloud PC-pakketten') },
        { link: link('/diensten/cloud-werkplek/#prijzen', 'Cloud werkplek-pakketten') },
        { link: link('/offerte-aanvragen/', 'Stel je pakket samen') },
      ],
    },
    {
      link: link('/kennisbank/', 'Kennisbank'),
      submenu: [
        { link: link('/kennisbank/', 'Alle artikelen') },
        { link: link('/kennisbank/in-vijf-stappen-naar-de-cloud/', 'In vijf stappen naar de cloud') },
        { link: link('/kennisbank/de-3-2-1-regel-voor-back-ups/', 'De 3-2-1-regel voor back-ups') },
        { link: link('/kennisbank/wat-is-een-vps/', 'Wat is een VPS?') },
      ],
    },
    { link: link('/cloudstatus/', 'Cloudscan') },
    {
      link: link('/over-ons/', 'Over ons'),
      submenu: [
        { link: link('/over-ons/', 'Over Wolkwerk') },
        { link: link('/over-ons/datacenters/', 'Onze datacenters') },
        { link: link('/over-ons/werken-bij/', 'Werken bij') },
      ],
    },
    { link: link('/contact/', 'Contact') },
  ],
  menuFooter: [
    { link: link('/over-ons/', 'Over ons') },
    { link: link('/over-ons/datacenters/', 'Onze datacenters') },
    { link: link('/kennisbank/', 'Kennisbank') },
    { link: link('/over-ons/werken-bij/', 'Werken bij') },
    { link: link('/contact/', 'Contact') },
    { link: link('/terugbellen/', 'Bel mij terug') },
  ],
  menuServices: [
    { link: link('/diensten/vps/', 'VPS') },
    { link: link('/diensten/cloud-pc/', 'Cloud PC') },
    { link: link('/diensten/cloud-werkplek/', 'Cloud werkplek') },
    { link: link('/overstappen/', 'Overstappen') },
    { link: link('/offerte-aanvragen/', 'Offerte aanvragen') },
  ],
  newsletter: { title: 'Blijf op de hoogte', formId: FORM.newsletter },
};
