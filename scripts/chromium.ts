import { fileURLToPath } from 'node:url';

/** Where the test browser lives and how it is started (docs/toolchain.md: Debian's chromium, no downloads). */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The project's font set (docs/toolchain.md, "Chromium and fonts"): only the faces the README's
 * install step provides, the generic families named, so that pixel baselines do not depend on what
 * else the machine has installed.
 */
export const fontconfigFile = fileURLToPath(new URL('./fonts/fonts.conf', import.meta.url));

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

export const chromiumLaunchOptions = () => ({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
  env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
});
