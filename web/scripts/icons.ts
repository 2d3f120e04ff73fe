// Draws the app's installable icons from its logo (public/favicon.svg) into public/icons/, with the
// system's Chromium: the sizes a manifest and a home screen ask for, and a maskable one whose logo
// keeps inside the safe zone a launcher may crop to a circle. The PNGs are committed; run again
// only when the logo changes.
// Run: tsx scripts/icons.ts  (from web/)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const logo = readFileSync(path.join(webDir, 'public/favicon.svg'), 'utf8');
/** The logo's own background, which a maskable icon fills its whole square with. */
const BACKGROUND = '#2d6a64';

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    // A maskable icon's logo fills the central 80% (the safe zone); its square corners are the logo's colour.
    const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
    const background = icon.maskable ? BACKGROUND : 'transparent';
    const svg = icon.maskable ? logo.replace(/<rect [^>]*\/>/, `<rect width="64" height="64" fill="${BACKGROUND}"/>`) : logo;
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${background}">` +
        `<img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: path.join(webDir, 'public/icons', icon.file), omitBackground: !icon.maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`drew ${icons.length} icons into public/icons/`);
