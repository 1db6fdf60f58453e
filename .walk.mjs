import { chromium } from 'playwright-core';
const base = 'http://localhost:4300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const [user, steps, width] = [process.argv[2], process.argv.slice(3), Number(process.env.W || 1280)];
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.goto(base + '/login');
await page.getByLabel(/username|email/i).first().fill(user);
await page.getByLabel(/password/i).first().fill('LeXi-Demo-2026!');
await page.getByRole('button', { name: /sign in|log in/i }).first().click();
await page.waitForURL(/dashboard/, { timeout: 30000 });
let i = 0;
for (const step of steps) {
  if (step.startsWith('/')) { await page.goto(base + step); await page.waitForTimeout(3000); }
  else if (step.startsWith('click:')) { await page.getByText(step.slice(6), { exact: false }).first().click(); await page.waitForTimeout(2500); }
  else if (step.startsWith('role:')) { const [r, n] = step.slice(5).split('='); await page.getByRole(r, { name: new RegExp(n, 'i') }).first().click(); await page.waitForTimeout(2500); }
  else if (step.startsWith('upload:')) { await page.locator('input[type=file]').first().setInputFiles(step.slice(7)); await page.waitForTimeout(1500); }
  const f = `/tmp/shots/${user}-${width}-${i++}.png`;
  await page.screenshot({ path: f, fullPage: true });
  console.log('shot', f, page.url());
}
await browser.close();
