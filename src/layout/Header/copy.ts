/** The header's Dutch copy and fixed links (docs/behaviour/routes-and-layout.md#header-content). */
export const HEADER_COPY = {
  logo: 'Wolkwerk Cloud, naar de homepage',
  mainNavigation: 'Hoofdmenu',
  loginOperator: 'Inlog Operator',
  menu: 'Menu',
  closeMenu: 'Sluit menu',
  home: 'Home',
  back: 'Terug',
  /** Wide screens: the disclosure button beside a top-level entry. */
  submenu: (title: string) => `Submenu ${title}`,
  /** Small screens: the arrow that slides the submenu panel in. */
  openSubmenu: (title: string) => `Submenu ${title} openen`,
} as const;

/** The two call-to-action buttons (docs/behaviour/routes-and-layout.md#header-content). */
export const HEADER_CALLS_TO_ACTION = [
  { link: { url: '/cloudstatus/ontdekken/', title: 'Ontdek je cloudstatus', target: null }, appearance: 'secondary' },
  { link: { url: '/terugbellen/', title: 'Bel mij nu terug', target: null }, appearance: 'primary' },
] as const;
