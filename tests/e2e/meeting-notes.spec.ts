// After a meeting of the world's client and advisor: the advisor writes the notes (the draft survives a reload), sends them, the
// client reads them in their past meetings, and the summary email is in the outbox.
import { expect, test } from './test';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { DASHBOARD_TAB_PAGES, MEETING_PAGES } from '../../src/shared/routes/meetings';
import { submitLogin } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

const NOTES = `Keep the emergency fund at six months of expenses (${Date.now()}).
Raise the 401(k) contribution to 15% in January.`;

test('the advisor sends meeting notes and the client receives the summary', async ({
  browser,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const [clientPerson, advisorPerson, adminPerson] = await Promise.all([
    world.client(),
    world.advisor(),
    world.admin(),
  ]);
  await world.meetings(clientPerson, advisorPerson);
  const clientName = clientPerson.fullName;
  const advisor = await browser.newPage();
  // Each signs in from the page they open: the sign-in brings them back to it.
  await visit(advisor, DASHBOARD_TAB_PAGES.past);
  await submitLogin(advisor, advisorPerson.email, advisorPerson.password);
  const notes = advisor.getByLabel(`Notes for ${clientName}`).first();
  await expect(notes).toBeVisible();
  await notes.fill(NOTES);
  // The draft is kept in this browser while the advisor is away.
  await reloadApp(advisor);
  await expect(advisor.getByLabel(`Notes for ${clientName}`).first()).toHaveValue(NOTES);
  await advisor.getByRole('button', { name: 'Save and send to client' }).first().click();
  await expect(advisor.getByText(`Notes sent to ${clientName}`)).toBeVisible();
  await saveScreenshot(advisor, testInfo, 'advisor-notes-sent');
  await advisor.close();

  const client = await browser.newPage();
  await visit(client, MEETING_PAGES.account);
  await submitLogin(client, clientPerson.email, clientPerson.password);
  await expect(client.getByText(NOTES.split('\n')[0]!)).toBeVisible();
  await saveScreenshot(client, testInfo, 'client-past-meetings');
  await client.close();

  const admin = await browser.newPage();
  await visit(admin, `${ADMIN_PAGES.emails}?to=${encodeURIComponent(clientPerson.email)}`);
  await submitLogin(admin, adminPerson.email, adminPerson.password);
  const summary = admin
    .getByRole('listitem')
    .filter({ hasText: `Your meeting notes from ${advisorPerson.advisor.name}` })
    .first();
  await expect(summary).toBeVisible();
  await summary.locator('summary').click();
  await expect(summary).toContainText(NOTES.split('\n')[0]!);
  await saveScreenshot(admin, testInfo, 'outbox-summary');
  await admin.close();
});
