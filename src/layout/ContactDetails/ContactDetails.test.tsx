import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { content } from '../../../mocks/content/index';
import { toGatsbySiteSettings } from '../../../mocks/content/gatsby-shape';
import { ThemeRoot } from '../../styles/ThemeRoot';
import type { SiteInfo } from '../site-settings';
import { ContactDetails } from './ContactDetails';
import { contactEntries, present } from './contact-entries';

const info = toGatsbySiteSettings(content).info as SiteInfo;

describe('present', () => {
  it('trims and turns blank into null', () => {
    expect(present('  a ')).toBe('a');
    expect(present('  ')).toBeNull();
    expect(present(null)).toBeNull();
  });
});

describe('contactEntries', () => {
  it('gives address, phone and e-mail, and LinkedIn only when asked for', () => {
    expect(contactEntries(info).map((entry) => entry.key)).toEqual(['address', 'phone', 'email']);
    expect(contactEntries(info, { withLinkedIn: true }).map((entry) => entry.key)).toEqual(['address', 'phone', 'email', 'linkedin']);
    expect(contactEntries(info)[0]).toEqual({
      key: 'address',
      lines: [info.addressRuleOne, info.addressRuleTwo],
      href: info.addressGoogleMaps,
      newTab: true,
    });
  });

  it('leaves out what is empty or gives no usable link, and keeps an address without maps link as text', () => {
    const entries = contactEntries(
      { ...info, addressRuleOne: ' ', addressGoogleMaps: null, phonenumber: 'geen', email: 'geen-adres', linkedinUrl: null },
      { withLinkedIn: true },
    );
    expect(entries).toEqual([{ key: 'address', lines: [info.addressRuleTwo], href: null, newTab: true }]);
    expect(contactEntries(null, { withLinkedIn: true })).toEqual([]);
  });
});

describe('ContactDetails', () => {
  it('shows the heading, the links and the Login Operator button when asked for', () => {
    render(<ContactDetails info={info} withLinkedIn withLoginOperator heading={<h2>Contact</h2>} />, { wrapper: ThemeRoot });
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAccessibleDescription('opent in een nieuw tabblad');
    expect(screen.getByRole('link', { name: /^Login Operator/ })).toHaveAttribute('href', info.loginOperatorUrl);
  });

  it('renders nothing, not even the heading, without anything to show', () => {
    const empty = { ...info, addressRuleOne: null, addressRuleTwo: null, phonenumber: null, email: null };
    const { container } = render(<ContactDetails info={empty} withLinkedIn={false} heading={<h2>Contact</h2>} />, { wrapper: ThemeRoot });
    expect(container).toBeEmptyDOMElement();
  });

  it('never throws on malformed settings, on the server or in the browser', () => {
    const broken = {
      addressRuleOne: null,
      addressRuleTwo: '  ',
      addressGoogleMaps: '',
      phonenumber: '++',
      email: '@',
      linkedinUrl: ' ',
      loginOperatorUrl: null,
    } as SiteInfo;
    for (const background of ['light', 'dark'] as const) {
      const tree = (
        <ThemeRoot>
          <ContactDetails info={broken} background={background} withLinkedIn withLoginOperator />
        </ThemeRoot>
      );
      expect(() => renderToString(tree)).not.toThrow();
      render(tree).unmount();
    }
  });
});
