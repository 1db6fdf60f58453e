// Writes apps/web/public/favicon.ico from apps/web/public/favicon.svg: the SVG drawn by Chromium
// (playwright-core, Debian's /usr/bin/chromium) at 16, 32 and 48 px, each kept as a PNG image
// inside one ICO file (the format every browser reads for /favicon.ico). Run it again after
// changing the SVG: `node scripts/make-favicon-ico.mjs`, then commit both files.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svgPath = join(root, 'apps/web/public/favicon.svg');
const icoPath = join(root, 'apps/web/public/favicon.ico');
const SIZES = [16, 32, 48];

/** An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function icoOf(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

async function main() {
  const svg = await readFile(svgPath, 'utf8');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const images = [];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.locator('img').evaluate((img) => img.decode());
      const png = await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      });
      images.push({ size, png });
      await page.close();
    }
    await writeFile(icoPath, icoOf(images));
    console.log(`Wrote ${icoPath} (${SIZES.join(', ')} px)`);
  } finally {
    await browser.close();
  }
}

await main();
