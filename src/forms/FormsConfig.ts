import { createContext, useContext } from 'react';

/**
 * Where the forms send to: the WordPress URL of the site config (siteMetadata.wordpressUrl),
 * from which a form's apiURL is `{wordpressUrl}/wp-json/gf/v2/forms/{formId}` (docs/behaviour/forms.md#the-form-definition).
 * SiteLayout provides it from the data layer; without a provider (Storybook, Jest) the URL is
 * relative to the page, which msw's handlers match on any origin.
 */
export const WordPressUrlContext = createContext('');

export const useWordPressUrl = () => useContext(WordPressUrlContext);
