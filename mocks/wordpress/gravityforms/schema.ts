/**
 * The Gravity Forms part of the stand-in's schema: gravityforms/schema.graphql, written after
 * WPGraphQL for Gravity Forms v0.12.6 (nothing in it is generated).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The Gravity Forms SDL; `wordpressDir` is mocks/wordpress. */
export function gravityFormsSdl(wordpressDir: string): string {
  return readFileSync(path.join(wordpressDir, 'gravityforms', 'schema.graphql'), 'utf8');
}
