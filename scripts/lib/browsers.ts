// Which browsers the tests and the audit drive, and how they start: Debian's, where they exist.
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else Debian's Chromium where it exists (browser downloads are blocked on some machines), else undefined: use Playwright's own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
