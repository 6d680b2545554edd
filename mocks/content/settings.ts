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
};
