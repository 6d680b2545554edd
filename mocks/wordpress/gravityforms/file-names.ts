/**
 * File names as WordPress and Gravity Forms make them, for the upload page's temporary names.
 *
 * - sanitizeFileName: WordPress's sanitize_file_name (wp-includes/formatting.php, 6.5.5), which
 *   GF's upload page runs on the `name` field alone (includes/upload.php) before joining it to the
 *   unique prefix: accents removed, its list of special characters removed (slashes and
 *   backslashes among them, so a path cannot leave the folder), runs of dots made one, whitespace
 *   and dashes made one dash, dots, dashes and underscores trimmed from both ends. Left out: the
 *   marking of inner extensions WordPress knows (`a.php.pdf` → `a.php_.pdf`) and `unnamed-file.`
 *   for a bare extension; the stand-in refuses those types anyway.
 * - randomString: GFCommon::random_str (common.php), letters and digits.
 * Checked against the real plugin: wordpress/real-captures/gf-upload-names.json.
 */
import { randomInt } from 'node:crypto';

const SPECIAL = ['?', '[', ']', '/', '\\', '=', '<', '>', ':', ';', ',', "'", '"', '&', '$', '#', '*', '(', ')', '|', '~', '`', '!', '{', '}', '%', '+', '\u2019', '\u00ab', '\u00bb', '\u201d', '\u201c', '\u0000'];

export function sanitizeFileName(name: string): string {
  let result = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\u00a0/g, ' ');
  for (const character of SPECIAL) result = result.split(character).join('');
  result = result.replace(/%20/g, '-').replace(/\.{2,}/g, '.').replace(/[\r\n\t -]+/g, '-');
  return result.replace(/^[.\-_]+|[.\-_]+$/g, '');
}

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function randomString(length: number): string {
  return Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}
