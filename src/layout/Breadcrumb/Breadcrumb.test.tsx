import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { Breadcrumb } from './Breadcrumb';

function renderInTheme(element: ReactElement) {
  return render(<ThemeRoot>{element}</ThemeRoot>);
}

function crumbs() {
  const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
  return within(nav).getAllByRole('listitem');
}

describe('Breadcrumb', () => {
  it('mode path: an ordered list of links ending in the current page', () => {
    renderInTheme(<Breadcrumb mode="path" pathname="/over-ons/werken-bij/" title="Werken bij Wolkwerk" />);
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    const items = crumbs();
    expect(items.map((item) => item.textContent?.replace('›', ''))).toEqual(['Home', 'Over ons', 'Werken bij']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Over ons' })).toHaveAttribute('href', '/over-ons/');
    expect(within(nav).queryByRole('link', { name: 'Werken bij' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Werken bij')).toHaveAttribute('aria-current', 'page');
  });

  it('hides the separators from assistive technology', () => {
    const { container } = renderInTheme(<Breadcrumb mode="path" pathname="/diensten/vps/" title="VPS" />);
    const separators = [...container.querySelectorAll('li > span')].filter((span) => span.textContent === '›');
    expect(separators).toHaveLength(2);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
  });

  it('mode fragment: Home, the parents and the page', () => {
    renderInTheme(
      <Breadcrumb
        mode="fragment"
        pathname="/over-ons/werken-bij/devops-engineer/"
        title="DevOps engineer"
        parents={[{ title: 'Over ons', uri: '/over-ons/' }]}
      />,
    );
    expect(crumbs().map((item) => item.textContent?.replace('›', ''))).toEqual(['Home', 'Over ons', 'DevOps engineer']);
    expect(screen.getByText('DevOps engineer')).toHaveAttribute('aria-current', 'page');
  });

  it('mode custom: an external url is a plain link', () => {
    renderInTheme(
      <Breadcrumb
        mode="custom"
        pathname="/status/"
        title="Status"
        custom={[
          { url: 'https://status.wolkwerk.nl/', title: 'Statuspagina' },
          { url: '/status/', title: 'Status' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Statuspagina' })).toHaveAttribute('href', 'https://status.wolkwerk.nl/');
    expect(screen.getByText('Status')).toHaveAttribute('aria-current', 'page');
  });

  it('a post: Home › Kennisbank › post', () => {
    renderInTheme(<Breadcrumb mode={null} pathname="/kennisbank/snapshot-of-back-up/" title="Snapshot of back-up?" isPost />);
    expect(screen.getByRole('link', { name: 'Kennisbank' })).toHaveAttribute('href', '/kennisbank/');
    expect(screen.getByText('Snapshot of back-up?')).toHaveAttribute('aria-current', 'page');
  });

  it.each([null, 'none', 'iets-anders'])('mode %p renders nothing', (mode) => {
    const { container } = renderInTheme(<Breadcrumb mode={mode} pathname="/contact/" title="Contact" />);
    expect(container.querySelector('nav')).toBeNull();
  });

  describe('mode history', () => {
    const referrer = Object.getOwnPropertyDescriptor(Document.prototype, 'referrer')!;
    let back: jest.SpyInstance;

    function setReferrer(value: string) {
      Object.defineProperty(document, 'referrer', { configurable: true, get: () => value });
    }

    beforeEach(() => {
      back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    });

    afterEach(() => {
      back.mockRestore();
      window.history.replaceState(null, '', window.location.href);
      delete (document as unknown as Record<string, unknown>).referrer;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'referrer')).toEqual(referrer);
    });

    it('is one Terug link to /', () => {
      renderInTheme(<Breadcrumb mode="history" pathname="/cloudstatus/ontdekken/" title="Ontdek je cloudstatus" />);
      expect(crumbs()).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('Terug')).not.toHaveAttribute('aria-current');
    });

    /** Clicks Terug; says whether the click reached the document with its default (following the link) prevented. */
    function clickBack(): boolean {
      let prevented = false;
      const listener = (event: MouseEvent) => {
        prevented = event.defaultPrevented;
        event.preventDefault(); // jsdom does not navigate; keep it from trying.
      };
      document.addEventListener('click', listener);
      fireEvent.click(screen.getByRole('link', { name: 'Terug' }));
      document.removeEventListener('click', listener);
      return prevented;
    }

    it('goes back one step when the visitor came from a page of this site', () => {
      setReferrer(`${window.location.origin}/contact/`);
      renderInTheme(<Breadcrumb mode="history" pathname="/cloudstatus/ontdekken/" title="Ontdek je cloudstatus" />);
      expect(clickBack()).toBe(true);
      expect(back).toHaveBeenCalledTimes(1);
    });

    it('goes back one step after an in-app navigation, whatever the first page was reached from', () => {
      setReferrer('https://www.google.com/');
      window.history.pushState({ key: '1732300000000' }, '', window.location.href);
      renderInTheme(<Breadcrumb mode="history" pathname="/cloudstatus/ontdekken/" title="Ontdek je cloudstatus" />);
      expect(clickBack()).toBe(true);
      expect(back).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['another site', 'https://www.google.com/'],
      ['no referrer (a typed URL, a bookmark)', ''],
    ])('follows the link to / when the visitor came from %s', (_from, value) => {
      setReferrer(value);
      renderInTheme(<Breadcrumb mode="history" pathname="/cloudstatus/ontdekken/" title="Ontdek je cloudstatus" />);
      expect(clickBack()).toBe(false);
      expect(back).not.toHaveBeenCalled();
    });

    it('leaves a click with a modifier (new tab) to the browser', () => {
      setReferrer(`${window.location.origin}/contact/`);
      renderInTheme(<Breadcrumb mode="history" pathname="/cloudstatus/ontdekken/" title="Ontdek je cloudstatus" />);
      let prevented = true;
      const listener = (event: MouseEvent) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', listener);
      fireEvent.click(screen.getByRole('link', { name: 'Terug' }), { ctrlKey: true });
      document.removeEventListener('click', listener);
      expect(prevented).toBe(false);
      expect(back).not.toHaveBeenCalled();
    });
  });
});
