import path from 'node:path';
import type { RawPackage } from '../quotation/types';
import { FIELD_GROUPS } from '../model/model';
import type { Reporter } from './gatsby-api';
import { WORDPRESS_GRAPHQL_URL } from './sources';
import { withSelectValues } from './wordpress-fields';

/** The package field group, whose selects WPGraphQL for ACF 2.x stores as lists. */
const PACKAGE_INFO = FIELD_GROUPS.find((group) => group.location.includes('package'))!;

/**
 * What src/api/package-quotation.ts validates, prices and mails against: every WpPackage through
 * toQuotationPackages and Gravity Form 5 through normalizeForm, written once per build to
 * QUOTATION_PACKAGES_FILE (default .data/quotation/packages.json; src/quotation/server/config.ts).
 * Read from the nodes themselves (selects as their value on either plugin line), which hold every field WordPress gave (the builder's
 * QuotationPackageFields and GravityForm fragments select the same fields by the same names:
 * e2e/quotation-api.e2e.ts compares the form with the page's), so no second field list can drift.
 */
export async function writeQuotationPackages(nodes: RawPackage[], formNode: unknown, reporter: Reporter) {
  // Loaded here, not at the top: gatsby-node is bundled into Gatsby's query engine, whose
  // validation refuses the build with these modules in its main chunk; createPages never runs there.
  const [{ quotationConfig }, { writePackagesFile }, { normalizeForm }] = await Promise.all([
    import('../quotation/server/config'),
    import('../quotation/server/packages-file'),
    import('../forms/normalize'),
  ]);
  const file = quotationConfig().packagesFile;
  const form = formNode
    ? normalizeForm(formNode as Parameters<typeof normalizeForm>[0], { wordpressUrl: new URL(WORDPRESS_GRAPHQL_URL).origin })
    : null;
  // As src/quotation/server/fields.ts formTakesQuotes (not imported here: its yup schema has no place in gatsby-node's bundle).
  if (!form?.fields.some((field) => field.type === 'email')) {
    reporter.warn(
      `Quotation: WordPress has ${form ? 'a Gravity Form 5 without an e-mail field' : 'no Gravity Form 5'}, the quotation dialog's form. ` +
        'Quotes cannot be mailed: the endpoint answers every request with a message to get in touch, until form 5 exists with an e-mail field.',
    );
  }
  const packages = nodes.map((node) => ({ ...node, info: withSelectValues(PACKAGE_INFO.fields, node.info) as RawPackage['info'] }));
  const count = writePackagesFile(file, packages, form);
  const dropped = nodes.length - count;
  if (dropped > 0) reporter.warn(`Quotation: ${dropped} package(s) cannot be priced (no type or price) and are not offered.`);
  reporter.info(`Quotation: ${count} package(s) written to ${path.relative(process.cwd(), file)}`);
}
