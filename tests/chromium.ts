import { existsSync } from 'node:fs';

/** Debian's Chromium (browser downloads are impossible here); CHROMIUM_PATH overrides it. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export const launchOptions = () => ({ executablePath: chromiumPath(), args: chromiumArgs });
