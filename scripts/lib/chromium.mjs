// @ts-check
// Debian's Chromium (the only browser to be had on these machines) and the flags that keep it
// from dialling out. One place for the story runner, the e2e tests, the benchmarks and npm test.
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
