import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (the only browser to be had here), with the flags that keep it from dialling out. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The built site under test; scripts/test.mjs builds and serves it and sets this. */
export const SITE_URL = process.env.E2E_SITE_URL || 'http://127.0.0.1:9000/';
