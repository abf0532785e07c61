import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3205';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(base + '/');
await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
await page.getByLabel('Email').fill('admin@justfinancialadvice.com');
await page.getByLabel('Password', { exact: true }).fill('Demo-Admin-2026!');
await page.getByRole('button', { name: 'Log in' }).click();
await page.getByRole('banner').getByRole('link', { name: 'Admin' }).waitFor();
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, path] = spec.split('=');
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/pa-shots/${name}.png`, fullPage: true });
}
await browser.close();
