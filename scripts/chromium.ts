/**
 * Debian's Chromium and the flags it needs here: no sandbox as root, and none of the background
 * requests that a closed network refuses. Shared by the end-to-end tests and the web benchmark.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
