import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The built site under test; scripts/test.mjs builds and serves it and sets this. */
export const SITE_URL = process.env.E2E_SITE_URL || 'http://127.0.0.1:9000/';
