/**
 * wp-graphql-acf resolves a field to null when its value is PHP-empty (`! empty( $value ) ? $value : null`):
 * '', 0, false, an empty list and a missing value all answer null. No Node imports: the stories'
 * fixture builders (mocks/content/gatsby-shape.ts) use it in the browser too.
 */
export function isPhpEmpty(value: unknown): boolean {
  return value == null || value === '' || value === 0 || value === false || value === '0' || (Array.isArray(value) && value.length === 0);
}

/** A scalar ACF field as wp-graphql-acf answers it: null when PHP-empty (false, 0, ''), else the value. */
export function acfScalar<T>(value: T | null | undefined): T | null {
  return value === undefined || isPhpEmpty(value) ? null : value;
}
