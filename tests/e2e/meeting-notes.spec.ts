// After a meeting: the advisor writes the notes (the draft survives a reload), sends them, the
// client reads them in their past meetings, and the summary email is in the outbox.
import { expect, test } from './test';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { DASHBOARD_TAB_PAGES, MEETING_PAGES } from '../../src/shared/routes/meetings';
import { DEMO, signIn } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

const NOTES = `Keep the emergency fund at six months of expenses (${Date.now()}).
Raise the 401(k) contribution to 15% in January.`;

test('the advisor sends meeting notes and the client receives the summary', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const advisor = await browser.newPage();
  await visit(advisor, '/');
  await signIn(advisor, DEMO.advisor.email, DEMO.advisor.password);
  await visit(advisor, DASHBOARD_TAB_PAGES.past);
  const notes = advisor.getByLabel('Notes for Casey Morgan').first();
  await expect(notes).toBeVisible();
  await notes.fill(NOTES);
  // The draft is kept in this browser while the advisor is away.
  await reloadApp(advisor);
  await expect(advisor.getByLabel('Notes for Casey Morgan').first()).toHaveValue(NOTES);
  await advisor.getByRole('button', { name: 'Save and send to client' }).first().click();
  await expect(advisor.getByText('Notes sent to Casey Morgan')).toBeVisible();
  await saveScreenshot(advisor, testInfo, 'advisor-notes-sent');
  await advisor.close();

  const client = await browser.newPage();
  await visit(client, '/');
  await signIn(client, DEMO.consumer.email, DEMO.consumer.password);
  await visit(client, MEETING_PAGES.account);
  await expect(client.getByText(NOTES.split('\n')[0]!)).toBeVisible();
  await saveScreenshot(client, testInfo, 'client-past-meetings');
  await client.close();

  const admin = await browser.newPage();
  await visit(admin, '/');
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await visit(admin, `${ADMIN_PAGES.emails}?to=${encodeURIComponent(DEMO.consumer.email)}`);
  const summary = admin
    .getByRole('listitem')
    .filter({ hasText: 'Your meeting notes from Thomas Nguyen' })
    .first();
  await expect(summary).toBeVisible();
  await summary.locator('summary').click();
  await expect(summary).toContainText(NOTES.split('\n')[0]!);
  await saveScreenshot(admin, testInfo, 'outbox-summary');
  await admin.close();
});
