/**
 * Takes screenshots of pages in Debian Chromium, for looking at what we build.
 * Usage: node --import tsx scripts/screenshot.ts <outDir> <baseUrl> <path>... [--width=375,1280] [--themes=light,dark]
 * The theme is set through localStorage `theme` before the page loads (the app reads it at start).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) =>
  (args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback).split(',');
const [outDir, baseUrl, ...paths] = args.filter((a) => !a.startsWith('--'));
if (!outDir || !baseUrl || paths.length === 0) {
  console.error(
    'usage: screenshot.ts <outDir> <baseUrl> <path>... [--width=375,1280] [--themes=light,dark]',
  );
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());
for (const theme of flag('themes', 'light,dark')) {
  for (const width of flag('width', '375,1280').map(Number)) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-TW' });
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(new URL(p, baseUrl).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
