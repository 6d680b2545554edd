/**
 * Where the quotation endpoint finds its data and sends its mail (environment variables with
 * safe defaults for the local site server (scripts/serve.ts) next to the WordPress stand-in):
 *
 *   QUOTATION_PACKAGES_FILE  the build's package data (src/build/quotation-file.ts writes it), default .data/quotation/packages.json
 *   QUOTATION_STORE          where accepted requests are stored: `disk` (the default; store.ts diskStore)
 *                            or `netlify-blobs` (blobs-store.ts)
 *   QUOTATION_STORE_DIR      the disk store's directory, default .data/quotation/requests
 *   NETLIFY_BLOBS_TOKEN      netlify-blobs: a Netlify personal access token (not needed in a Function on
 *                            Netlify, which gets its own context)
 *   NETLIFY_SITE_ID          netlify-blobs with a token: the site's ID (Netlify's own SITE_ID is used when set)
 *   QUOTATION_BLOBS_STORE    netlify-blobs: the store's name, default quotation-requests
 *   NETLIFY_BLOBS_API_URL    netlify-blobs: the API's origin, default Netlify's
 *   SMTP_URL                 nodemailer SMTP URL, default the stand-in's mail sink smtp://127.0.0.1:{WORDPRESS_SMTP_PORT or 2525}
 *   SMTP_HOST, SMTP_PORT,    instead of SMTP_URL, as a hosting platform's settings screen asks for them:
 *   SMTP_USER, SMTP_PASS     port 465 is implicit TLS (smtps), any other STARTTLS; user and password
 *                            are escaped for the URL here
 *   QUOTATION_SALES_EMAIL    the sales address that gets a copy, default verkoop@wolkwerk.nl
 *   QUOTATION_MAIL_FROM      the sender, default "Wolkwerk Cloud <offerte@wolkwerk.nl>"
 *   QUOTATION_LIMIT_CLIENT,  rate limits (limits.ts) as <count>/<duration> or `off`: per client address,
 *   QUOTATION_LIMIT_RECIPIENT, per recipient address, for the whole site, and per client for requests
 *   QUOTATION_LIMIT_GLOBAL,  sent quicker than QUOTATION_MIN_FILL_MS (mailed up to it, then stored as
 *   QUOTATION_LIMIT_QUICK,   suspected spam), and of suspected spam stored for the whole site (beyond
 *   QUOTATION_LIMIT_SPAM     it: logged, not stored); defaults in limits.ts DEFAULT_LIMITS
 *   QUOTATION_SPAM_RETENTION how long suspected spam is kept (e.g. 30d, 12h), default 30d (store.ts)
 *   QUOTATION_MIN_FILL_MS    the speed check (abuse.ts): a request sent fewer milliseconds after the form
 *                            appeared counts against QUOTATION_LIMIT_QUICK; default 1000 (spam.ts), 0 off
 *   QUOTATION_ALLOWED_ORIGINS  comma-separated origins that may post besides the site's own (SITE_URL
 *                            and the origin the request was sent to)
 *   QUOTATION_CLIENT_IP_HEADER the request header that holds the client's address when a proxy in front
 *                            sets it (e.g. x-real-ip); default on Netlify x-nf-client-connection-ip, else
 *                            the connection's own address
 */
import path from 'node:path';
import { DEFAULT_MIN_FILL_MS } from '../spam';
import { allowedOrigins } from './abuse';
import { blobsRateLog, hasNetlifyBlobsContext, netlifyBlobsStore, type NetlifyBlobsSettings } from './blobs-store';
import {
  DEFAULT_LIMITS,
  diskRateLog,
  parseDuration,
  parseRateLimit,
  quotationLimiter,
  type QuotationLimiter,
  type QuotationLimits,
} from './limits';
import { DEFAULT_SPAM_RETENTION_MS, diskStore, type QuotationStore } from './store';

/** The request stores there are (store.ts, blobs-store.ts); docs/deploy.md ("The request store") says which to use where. */
export const QUOTATION_STORES = ['disk', 'netlify-blobs'] as const;
export type QuotationStoreKind = (typeof QUOTATION_STORES)[number];

export interface QuotationServerConfig {
  packagesFile: string;
  store: QuotationStoreKind;
  storeDir: string;
  /** The Netlify Blobs store's settings when QUOTATION_STORE=netlify-blobs, else null. */
  blobs: NetlifyBlobsSettings | null;
  smtpUrl: string;
  salesEmail: string;
  mailFrom: { name: string; address: string };
  limits: QuotationLimits;
  minFillMs: number;
  /** How long suspected spam is kept (store.ts removeExpiredSpam). */
  spamRetentionMs: number;
  /** Origins that may post besides the request's own. */
  allowedOrigins: string[];
  /** Lower-case header name that holds the client's address, or null: the connection's. */
  clientIpHeader: string | null;
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
  const match =
    /^\s*(?:"?([^"<>\r\n]*?)"?\s*)?<([^<>\s\r\n]+@[^<>\s\r\n]+)>\s*$/.exec(value) ?? /^\s*()([^<>\s\r\n]+@[^<>\s\r\n]+)\s*$/.exec(value);
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
  let blobs: NetlifyBlobsSettings | null = null;
  if (store === 'netlify-blobs') {
    const name = text(env, 'QUOTATION_BLOBS_STORE') ?? 'quotation-requests';
    const siteID = text(env, 'NETLIFY_SITE_ID') ?? text(env, 'SITE_ID');
    const token = text(env, 'NETLIFY_BLOBS_TOKEN');
    if (token && siteID) {
      blobs = { name, siteID, token, apiURL: text(env, 'NETLIFY_BLOBS_API_URL') };
    } else if (!token && hasNetlifyBlobsContext(env)) {
      // On Netlify: the invocation's own context (blobs-store.ts).
      blobs = { name };
    } else {
      const missing = [siteID ? null : 'NETLIFY_SITE_ID', token ? null : 'NETLIFY_BLOBS_TOKEN'].filter(Boolean);
      throw new Error(
        `QUOTATION_STORE is "netlify-blobs" but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, and there is no Netlify Blobs context`,
      );
    }
  }
  const minFill = text(env, 'QUOTATION_MIN_FILL_MS') ?? String(DEFAULT_MIN_FILL_MS);
  if (!/^\d{1,7}$/.test(minFill)) throw new Error(`QUOTATION_MIN_FILL_MS is "${minFill}", not a number of milliseconds`);
  const limit = (name: string, fallback: QuotationLimits[keyof QuotationLimits]) => {
    const value = text(env, name);
    return value === undefined ? fallback : parseRateLimit(value, name);
  };
  const retention = text(env, 'QUOTATION_SPAM_RETENTION');
  const onNetlify = Boolean(text(env, 'NETLIFY') || text(env, 'AWS_LAMBDA_FUNCTION_NAME') || hasNetlifyBlobsContext(env));
  return {
    store: store as QuotationStoreKind,
    blobs,
    packagesFile: path.resolve(cwd, text(env, 'QUOTATION_PACKAGES_FILE') ?? path.join(DEFAULT_DATA_DIR, 'packages.json')),
    storeDir: path.resolve(cwd, text(env, 'QUOTATION_STORE_DIR') ?? path.join(DEFAULT_DATA_DIR, 'requests')),
    smtpUrl: text(env, 'SMTP_URL') ?? smtpUrlFromParts(env) ?? `smtp://127.0.0.1:${smtpPort}`,
    salesEmail: text(env, 'QUOTATION_SALES_EMAIL') ?? DEFAULT_SALES_EMAIL,
    mailFrom: (from && parseMailbox(from)) || DEFAULT_MAIL_FROM,
    limits: {
      client: limit('QUOTATION_LIMIT_CLIENT', DEFAULT_LIMITS.client),
      recipient: limit('QUOTATION_LIMIT_RECIPIENT', DEFAULT_LIMITS.recipient),
      global: limit('QUOTATION_LIMIT_GLOBAL', DEFAULT_LIMITS.global),
      quick: limit('QUOTATION_LIMIT_QUICK', DEFAULT_LIMITS.quick),
      spam: limit('QUOTATION_LIMIT_SPAM', DEFAULT_LIMITS.spam),
    },
    spamRetentionMs: retention === undefined ? DEFAULT_SPAM_RETENTION_MS : parseDuration(retention, 'QUOTATION_SPAM_RETENTION'),
    minFillMs: Number(minFill),
    allowedOrigins: allowedOrigins(
      [text(env, 'SITE_URL'), text(env, 'URL'), ...(text(env, 'QUOTATION_ALLOWED_ORIGINS') ?? '').split(',')]
        .filter((value): value is string => Boolean(value?.trim()))
        .map((value) => value.trim()),
    ),
    clientIpHeader: text(env, 'QUOTATION_CLIENT_IP_HEADER')?.toLowerCase() ?? (onNetlify ? 'x-nf-client-connection-ip' : null),
  };
}

/**
 * The rate limiter, its events kept where the requests are: beside them on disk
 * (`<QUOTATION_STORE_DIR>/limits`; the store lists only request files), or in a Blobs store of
 * their own (`<QUOTATION_BLOBS_STORE>-limits`).
 */
export function quotationLimits(settings: QuotationServerConfig): QuotationLimiter {
  const log =
    settings.store === 'netlify-blobs'
      ? blobsRateLog({ ...settings.blobs!, name: `${settings.blobs!.name}-limits` })
      : diskRateLog(path.join(settings.storeDir, 'limits'));
  return quotationLimiter(log, settings.limits);
}

/** The configured request store. */
export function quotationStore(settings: QuotationServerConfig): QuotationStore {
  switch (settings.store) {
    case 'disk':
      return diskStore(settings.storeDir);
    case 'netlify-blobs':
      return netlifyBlobsStore(settings.blobs!);
  }
}
