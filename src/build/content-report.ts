import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphqlRunner } from './gatsby-api';

/** What the build sourced, per node type (.data/build/content-report.json): read by the e2e tests, handy with a real WordPress. */
const CONTENT_REPORT = path.resolve('.data/build/content-report.json');

interface Count {
  totalCount: number;
}
interface FlexNodes {
  nodes: { flexContent: { flex: ({ __typename: string; styletype?: string | null } | null)[] | null } | null }[];
}

/** The answer to the query below, field for field. */
interface ReportQuery {
  pages: Count;
  posts: Count;
  categories: Count;
  mediaItems: Count;
  packages: Count;
  forms: Count;
  fragments: Count;
  contentTypes: Count;
  imageFiles: Count;
  pageBlocks: FlexNodes;
  postBlocks: FlexNodes;
  formFields: { nodes: { formFields: { nodes: { type: string }[] } | null }[] };
  wp: { siteSettings: { siteOptions: unknown } | null } | null;
}

/** Counts every sourced node type and the block layouts in use, and writes them to CONTENT_REPORT. */
export async function writeContentReport(graphql: GraphqlRunner, reporter: { info: (text: string) => void; warn: (text: string) => void }) {
  const result = await graphql<ReportQuery>(`
    query ContentReport {
      pages: allWpPage {
        totalCount
      }
      posts: allWpPost {
        totalCount
      }
      categories: allWpCategory {
        totalCount
      }
      mediaItems: allWpMediaItem {
        totalCount
      }
      packages: allWpPackage {
        totalCount
      }
      forms: allWpGfForm {
        totalCount
      }
      fragments: allWpFlexFragment {
        totalCount
      }
      contentTypes: allWpContentType {
        totalCount
      }
      imageFiles: allImageSharp {
        totalCount
      }
      pageBlocks: allWpPage {
        nodes {
          flexContent {
            flex {
              __typename
              ... on WpFlexLayout {
                styletype
              }
            }
          }
        }
      }
      postBlocks: allWpPost {
        nodes {
          flexContent {
            flex {
              __typename
              ... on WpFlexLayout {
                styletype
              }
            }
          }
        }
      }
      formFields: allWpGfForm {
        nodes {
          formFields {
            nodes {
              __typename
              type
            }
          }
        }
      }
      wp {
        siteSettings {
          siteOptions {
            menuHeader {
              link {
                url
              }
              submenu {
                link {
                  url
                }
              }
            }
            menuFooter {
              link {
                url
              }
            }
            menuServices {
              link {
                url
              }
            }
            newsletter {
              formId
              form {
                databaseId
              }
            }
            info {
              phonenumber
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.warn(`Could not write the content report: ${JSON.stringify(result.errors)}`);
    return;
  }
  writeReport(result.data, reporter);
}

/** The report file from the query's answer, and the summary line of the build's output. */
function writeReport(data: ReportQuery, reporter: { info: (text: string) => void }) {
  const counts = countsOf(data);
  const report = {
    counts,
    layouts: layoutsOf(data),
    formFieldTypes: formFieldTypesOf(data),
    siteSettings: data.wp?.siteSettings?.siteOptions ?? null,
  };
  mkdirSync(path.dirname(CONTENT_REPORT), { recursive: true });
  writeFileSync(CONTENT_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  reporter.info(
    `Sourced from WordPress: ${Object.entries(counts)
      .map(([key, value]) => `${value} ${key}`)
      .join(', ')}`,
  );
}

/** Every count the query asks for, in its order, so a new count needs only a line in the query and the type. */
function countsOf(data: ReportQuery): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value && 'totalCount' in value && typeof value.totalCount === 'number') counts[key] = value.totalCount;
  }
  return counts;
}

/** The block layouts on pages and posts, once each and sorted: `FlexContentLayout/enclose`. */
function layoutsOf(data: ReportQuery): string[] {
  const layouts = new Set<string>();
  for (const node of [...(data.pageBlocks?.nodes ?? []), ...(data.postBlocks?.nodes ?? [])]) {
    for (const block of node.flexContent?.flex ?? []) {
      if (block) layouts.add(`${block.__typename.replace(/^Wp/, '')}${block.styletype ? `/${block.styletype}` : ''}`);
    }
  }
  return [...layouts].sort();
}

/** The Gravity Forms field types the forms use, once each and sorted. */
function formFieldTypesOf(data: ReportQuery): string[] {
  const fieldTypes = new Set<string>();
  for (const form of data.formFields?.nodes ?? []) {
    for (const field of form.formFields?.nodes ?? []) fieldTypes.add(field.type);
  }
  return [...fieldTypes].sort();
}
