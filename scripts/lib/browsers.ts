// Which browsers the tests and the audit drive, and how they start: Debian's, where they exist.
import { existsSync } from 'node:fs';

/**
 * CHROMIUM_PATH, else Debian's Chromium where it exists (browser downloads are blocked on some
 * machines), else undefined: use Playwright's own. Debian's headless shell comes first: the same
 * engine without the browser's window and GPU processes, it runs the browser tests in 60% of the
 * time on two cores (and is what Playwright itself runs for headless Chromium).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/** Headless, and no background traffic: these machines have no network beyond localhost. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** FIREFOX_PATH, else Debian's Firefox ESR (scripts/bootstrap.sh --engines installs it). */
export const firefoxPath = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';
