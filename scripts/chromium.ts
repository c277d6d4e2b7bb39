/** Where the test browser lives and how it is started (docs/toolchain.md: Debian's chromium, no downloads). */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
});
