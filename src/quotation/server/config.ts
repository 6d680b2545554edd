/**
 * Where the quotation endpoint finds its data and sends its mail (environment variables with
 * safe defaults for the local site server (scripts/serve.ts) next to the WordPress stand-in):
 *
 *   QUOTATION_PACKAGES_FILE  the build's package data (gatsby-node writes it), default .data/quotation/packages.json
 *   QUOTATION_STORE_DIR      where every accepted request is stored before the answer, default .data/quotation/requests
 *   SMTP_URL                 nodemailer SMTP URL, default the stand-in's mail sink smtp://127.0.0.1:{WORDPRESS_SMTP_PORT or 2525}
 *   QUOTATION_SALES_EMAIL    the sales address that gets a copy, default verkoop@wolkwerk.nl
 *   QUOTATION_MAIL_FROM      the sender, default "Wolkwerk Cloud <offerte@wolkwerk.nl>"
 */
import path from 'node:path';

export interface QuotationServerConfig {
  packagesFile: string;
  storeDir: string;
  smtpUrl: string;
  salesEmail: string;
  mailFrom: { name: string; address: string };
}

export const DEFAULT_SALES_EMAIL = 'verkoop@wolkwerk.nl';
export const DEFAULT_MAIL_FROM = { name: 'Wolkwerk Cloud', address: 'offerte@wolkwerk.nl' };
export const DEFAULT_DATA_DIR = path.join('.data', 'quotation');

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** "Name <address>" or a bare address. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  const match = /^\s*(?:"?([^"<>\r\n]*?)"?\s*)?<([^<>\s\r\n]+@[^<>\s\r\n]+)>\s*$/.exec(value) ?? /^\s*()([^<>\s\r\n]+@[^<>\s\r\n]+)\s*$/.exec(value);
  if (!match) return null;
  return { name: (match[1] ?? '').trim(), address: match[2]! };
}

/**
 * The environment of the running process. Gatsby compiles functions with webpack's
 * DefinePlugin, which replaces `process.env` by `({})` and `process.env.X` by X's value at build
 * time; settings such as SMTP_URL belong to the server that runs the function, so they are read
 * through globalThis, which the plugin leaves alone.
 */
export function runtimeEnv(): NodeJS.ProcessEnv {
  return (globalThis as { process?: { env?: NodeJS.ProcessEnv } }).process?.env ?? {};
}

export function quotationConfig(env: NodeJS.ProcessEnv = runtimeEnv(), cwd = process.cwd()): QuotationServerConfig {
  const smtpPort = text(env, 'WORDPRESS_SMTP_PORT') ?? '2525';
  const from = text(env, 'QUOTATION_MAIL_FROM');
  return {
    packagesFile: path.resolve(cwd, text(env, 'QUOTATION_PACKAGES_FILE') ?? path.join(DEFAULT_DATA_DIR, 'packages.json')),
    storeDir: path.resolve(cwd, text(env, 'QUOTATION_STORE_DIR') ?? path.join(DEFAULT_DATA_DIR, 'requests')),
    smtpUrl: text(env, 'SMTP_URL') ?? `smtp://127.0.0.1:${smtpPort}`,
    salesEmail: text(env, 'QUOTATION_SALES_EMAIL') ?? DEFAULT_SALES_EMAIL,
    mailFrom: (from && parseMailbox(from)) || DEFAULT_MAIL_FROM,
  };
}
