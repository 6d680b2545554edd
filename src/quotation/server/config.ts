/**
 * Where the quotation endpoint finds its data and sends its mail (environment variables with
 * safe defaults for the local site server (scripts/serve.ts) next to the WordPress stand-in):
 *
 *   QUOTATION_PACKAGES_FILE  the build's package data (gatsby-node writes it), default .data/quotation/packages.json
 *   QUOTATION_STORE          where accepted requests are stored: `disk` (the default; store.ts diskStore)
 *   QUOTATION_STORE_DIR      the disk store's directory, default .data/quotation/requests
 *   SMTP_URL                 nodemailer SMTP URL, default the stand-in's mail sink smtp://127.0.0.1:{WORDPRESS_SMTP_PORT or 2525}
 *   SMTP_HOST, SMTP_PORT,    instead of SMTP_URL, as a hosting platform's settings screen asks for them:
 *   SMTP_USER, SMTP_PASS     port 465 is implicit TLS (smtps), any other STARTTLS; user and password
 *                            are escaped for the URL here
 *   QUOTATION_SALES_EMAIL    the sales address that gets a copy, default verkoop@wolkwerk.nl
 *   QUOTATION_MAIL_FROM      the sender, default "Wolkwerk Cloud <offerte@wolkwerk.nl>"
 */
import path from 'node:path';
import { diskStore, type QuotationStore } from './store';

/** The request stores there are (store.ts); README "Deploy" says how to add a hosted one. */
export const QUOTATION_STORES = ['disk'] as const;
export type QuotationStoreKind = (typeof QUOTATION_STORES)[number];

export interface QuotationServerConfig {
  packagesFile: string;
  store: QuotationStoreKind;
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

/** SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS) as a nodemailer URL, or undefined without SMTP_HOST. */
export function smtpUrlFromParts(env: NodeJS.ProcessEnv): string | undefined {
  const host = text(env, 'SMTP_HOST');
  if (!host) return undefined;
  const port = text(env, 'SMTP_PORT') ?? '587';
  if (!/^\d{1,5}$/.test(port)) throw new Error(`SMTP_PORT is "${port}", not a port number`);
  const user = text(env, 'SMTP_USER');
  const auth = user ? `${encodeURIComponent(user)}:${encodeURIComponent(env.SMTP_PASS ?? '')}@` : '';
  return `${port === '465' ? 'smtps' : 'smtp'}://${auth}${host}:${port}`;
}

export function quotationConfig(env: NodeJS.ProcessEnv = runtimeEnv(), cwd = process.cwd()): QuotationServerConfig {
  const smtpPort = text(env, 'WORDPRESS_SMTP_PORT') ?? '2525';
  const from = text(env, 'QUOTATION_MAIL_FROM');
  const store = text(env, 'QUOTATION_STORE') ?? 'disk';
  if (!(QUOTATION_STORES as readonly string[]).includes(store)) {
    throw new Error(`QUOTATION_STORE is "${store}"; the stores there are: ${QUOTATION_STORES.join(', ')}`);
  }
  return {
    store: store as QuotationStoreKind,
    packagesFile: path.resolve(cwd, text(env, 'QUOTATION_PACKAGES_FILE') ?? path.join(DEFAULT_DATA_DIR, 'packages.json')),
    storeDir: path.resolve(cwd, text(env, 'QUOTATION_STORE_DIR') ?? path.join(DEFAULT_DATA_DIR, 'requests')),
    smtpUrl: text(env, 'SMTP_URL') ?? smtpUrlFromParts(env) ?? `smtp://127.0.0.1:${smtpPort}`,
    salesEmail: text(env, 'QUOTATION_SALES_EMAIL') ?? DEFAULT_SALES_EMAIL,
    mailFrom: (from && parseMailbox(from)) || DEFAULT_MAIL_FROM,
  };
}

/** The configured request store. */
export function quotationStore(settings: QuotationServerConfig): QuotationStore {
  switch (settings.store) {
    case 'disk':
      return diskStore(settings.storeDir);
  }
}
