export { CookieConsentDialog, describeConsent, type CookieConsentDialogProps } from './CookieConsentDialog';
export {
  analyticsAllowed,
  getCookieConsent,
  saveCookieConsent,
  subscribeToCookieConsent,
  useCookieConsent,
  type CookieConsentState,
} from './cookie-consent-store';
export { CONSENT_STORAGE_KEY, type CookieConsent } from './consent';
