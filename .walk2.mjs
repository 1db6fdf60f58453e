import { chromium } from 'playwright-core';
const base = 'http://localhost:4300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.goto(base + '/login');
await page.getByLabel(/username|email/i).first().fill('rao.firm');
await page.getByLabel(/password/i).first().fill('LeXi-Demo-2026!');
await page.getByRole('button', { name: /sign in|log in/i }).first().click();
await page.waitForURL(/dashboard/, { timeout: 30000 });
await page.goto(base + process.argv[2]);
await page.waitForTimeout(3000);
if (process.argv[3] === 'gen') {
  await page.getByRole('button', { name: /Generate the case package/i }).click();
  for (let i = 0; i < 12; i++) { await page.waitForTimeout(10000); await page.screenshot({ path: `/tmp/shots/gen-${i}.png` }); console.log(i, page.url()); if (!(await page.getByText('Building Your Litigation Workspace').count())) break; }
}
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/shots/pkg-0.png', fullPage: true });
const tabs = await page.getByRole('tab').all();
let i = 1;
for (const t of tabs) { const name = await t.textContent(); await t.click(); await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/shots/pkg-${i}.png`, fullPage: true }); console.log('tab', i++, name); }
await browser.close();
