// Becoming an advisor (docs/product.md#becoming-an-advisor): the admin invites an applicant by
// email; the applicant follows the emailed link, registers, accepts, and works through the
// checklist on Advisor Home (profile and photo, prices, weekly hours and disclosure PDFs, each on
// its own page); they send it for review, the admin ticks the CRD and ADV checks and approves, and the new advisor
// appears in search. Screenshots of each page at 1280 and 390 pixels.
import path from 'node:path';
import { expect, test } from './test';
import { buildAdvisorResultsUrl } from '../../src/shared/advisor-search-url';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { ADVISOR_PROFILE_API } from '../../src/shared/routes/advisor-profile-api';
import { ADVISOR_PROFILE_PAGES } from '../../src/shared/routes/advisor-profile';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { AVAILABILITY_PAGES } from '../../src/shared/routes/availability';
import { ONBOARDING_PAGES } from '../../src/shared/routes/onboarding';
import { signIn, submitLogin } from './auth-helpers';
import { bothWidths } from './doc-screenshots';
import { expectAccessible } from './fixtures';
import { reloadApp, visit } from './visit';

const PASSWORD = 'Sunny-Harbor-42';
const PHOTO = path.join(import.meta.dirname, 'fixtures', 'advisor-photo.png');
/** A 1×1 PNG, refused where a PDF is wanted. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Letters only, as a name reads: the run's tag with each digit spelt as a letter. */
const lettersOf = (tag: string) =>
  tag.replace(/[0-9]/g, (digit) => 'ghijklmnop'.charAt(Number(digit))).slice(-6);

test('an invited applicant registers, completes the checklist, is approved and appears in search', async ({
  browser,
  baseURL,
  world,
}, testInfo) => {
  test.setTimeout(420_000);
  const email = `e2e.advisor.${world.tag}@example.com`;
  const firstName = 'Imani';
  // The run's own name: copies of this journey running at once each approve their own applicant.
  const lastName = `Okafor-Vale${lettersOf(world.tag)}`;
  const fullName = `${firstName} ${lastName}`;

  // The admin invites the applicant.
  const adminPerson = await world.admin();
  const adminContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const admin = await adminContext.newPage();
  await visit(admin, '/');
  await signIn(admin, adminPerson.email, adminPerson.password);
  await visit(admin, AREA_ROOTS.admin);
  await admin
    .getByRole('region', { name: 'Admin console' })
    .getByRole('link', { name: /Advisor invitations/ })
    .click();
  await expect(admin.getByRole('heading', { name: 'Advisor invitations' })).toBeVisible();
  const form = admin.getByRole('form', { name: 'Invite an advisor' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Pending');
  await expectAccessible(admin);
  await bothWidths(admin, testInfo, 'admin-invitations');

  // The link, as the emailed text carries it (the outbox keeps every email without SMTP).
  await visit(admin, `${ADMIN_PAGES.emails}?to=${encodeURIComponent(email)}`);
  const sent = admin.getByRole('listitem').filter({ hasText: 'You are invited to advise' }).first();
  await sent.locator('summary').click();
  const text = (await sent.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/advisor-invitation\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link, 'the email carries the invitation link').toBeTruthy();
  const invitationPath = new URL(link!).pathname;

  // The applicant opens it signed out and registers from it.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await visit(page, invitationPath);
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
  await expectAccessible(page);
  await bothWidths(page, testInfo, 'invitation-signed-out');
  await page.getByRole('button', { name: 'Create your account' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  if (await page.getByRole('button', { name: 'Log in' }).isVisible()) {
    await submitLogin(page, email, PASSWORD);
  }
  // Back on the invitation, signed in: accept it.
  await expect(page).toHaveURL(invitationPath);
  const acceptButton = page.getByRole('button', { name: 'Accept the invitation' });
  await expect(acceptButton).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Where they are based is asked, never assumed: accepting without it says what is missing.
  const homeState = page.getByRole('combobox', { name: /^Home state/ });
  await expect(homeState).toHaveValue('');
  await acceptButton.click();
  await expect(page.getByText('Choose the state you are based in.')).toBeVisible();
  await expect(page.getByText('Enter the city you work from.')).toBeVisible();
  await expect(page.getByText('Enter the name of your firm.')).toBeVisible();
  await homeState.click();
  await page.getByRole('option', { name: 'Illinois' }).click();
  await expect(homeState).toHaveValue('Illinois');
  await page.getByRole('textbox', { name: /^City/ }).fill('Evanston');
  await page.getByRole('textbox', { name: /^Firm/ }).fill('Lakeshore Fee-Only Planning');
  await expectAccessible(page);
  await bothWidths(page, testInfo, 'new-advisor-invitation-accept', { docs: true });
  await acceptButton.click();

  // Advisor Home, with the checklist.
  await expect(page).toHaveURL(new RegExp(`${AREA_ROOTS.dashboard}$`));
  const checklist = page.getByRole('region', { name: 'Get ready to meet clients' });
  await expect(checklist).toContainText('0 of 5 done');
  await expect(checklist.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Advisor Home' })).toBeVisible();
  await expectAccessible(page);
  await bothWidths(page, testInfo, 'checklist-new');

  // Profile text, states, CRD number and photo on the Profile page, reached from the checklist of
  // a freshly loaded Advisor Home (so no page before it loaded any dropdown's styles).
  await reloadApp(page);
  await checklist.getByRole('link', { name: /Edit profile/ }).click();
  await expect(page).toHaveURL(ADVISOR_PROFILE_PAGES.dashboard);
  await page
    .getByRole('textbox', { name: /^Bio lines/ })
    .fill('Retirement income plans\nTax-smart investing');
  await page
    .getByRole('textbox', { name: /^About your practice/ })
    .fill(
      'I help families plan for retirement with clear, flat-fee advice and no products to sell.',
    );
  // The states' options open next to the field, where a mouse can choose one.
  const states = page.getByRole('combobox', { name: /^States you serve/ });
  await states.click();
  const options = page.locator('[role="listbox"]:visible');
  await expect(options.getByRole('option', { name: 'New York' })).toBeVisible();
  const field = (await states.boundingBox())!;
  const list = (await options.boundingBox())!;
  const gap = Math.min(
    Math.abs(list.y - (field.y + field.height)),
    Math.abs(field.y - (list.y + list.height)),
  );
  expect(gap, `options at y ${list.y} for a field at y ${field.y}`).toBeLessThan(40);
  await options.getByRole('option', { name: 'New York' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Preview of your profile' })).toBeVisible();
  await page.getByRole('textbox', { name: /^CRD number/ }).fill('7654321');
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByRole('group', { name: 'Crop area' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your new photo is on your profile.')).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(/Your profile is saved/)).toBeVisible();
  // The advisor's own address, from the preview the editor links to.
  const slug = await page.evaluate(async (url) => {
    for (let i = 0; i < window.sessionStorage.length; i += 1) {
      const key = window.sessionStorage.key(i) ?? '';
      if (!key.startsWith('oidc.user:')) continue;
      const token = (
        JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as {
          access_token?: string;
        }
      ).access_token;
      const answer = await fetch(url, { headers: { Authorization: `Bearer ${token ?? ''}` } });
      return ((await answer.json()) as { profile: { slug: string } }).profile.slug;
    }
    return '';
  }, ADVISOR_PROFILE_API.dashboard);
  expect(slug).toMatch(/^imani-okafor-vale/);
  await visit(page, AREA_ROOTS.dashboard);

  // Prices: kept as they are, from the checklist.
  await checklist.getByRole('button', { name: 'Keep these prices' }).click();
  await expect(checklist.getByTestId('checklist-offerings')).toContainText('(done)');
  await expect(checklist.getByTestId('checklist-profile')).toContainText('(done)');
  await expect(checklist.getByTestId('checklist-photo')).toContainText('(done)');

  // Weekly hours on the availability page: the standard hours are kept by saving them as they are.
  await checklist.getByRole('link', { name: /Set hours/ }).click();
  await expect(page).toHaveURL(AVAILABILITY_PAGES.dashboard);
  await expect(page.getByText(/These are the standard hours, not saved yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Availability saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save availability' })).toBeDisabled();
  await visit(page, AREA_ROOTS.dashboard);
  await expect(checklist.getByTestId('checklist-availability')).toContainText('(done)');

  // Disclosures: a renamed image is refused, real PDFs are kept.
  await visit(page, ONBOARDING_PAGES.disclosures);
  await expect(page.getByRole('heading', { name: 'Your disclosures' })).toBeVisible();
  const adv = page.getByTestId('disclosure-adv');
  await adv
    .locator('input[type=file]')
    .setInputFiles({ name: 'ADV Part 2A.pdf', mimeType: 'application/pdf', buffer: PNG });
  await expect(adv.getByRole('alert')).toContainText('The file must be a PDF.');
  await adv
    .locator('input[type=file]')
    .setInputFiles({ name: 'ADV Part 2A.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(adv).toContainText('ADV Part 2A.pdf');
  const crs = page.getByTestId('disclosure-crs');
  await crs
    .locator('input[type=file]')
    .setInputFiles({ name: 'Form CRS.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(crs).toContainText('Form CRS.pdf');
  await expectAccessible(page);
  await bothWidths(page, testInfo, 'disclosures');

  // Everything done: send it for review.
  await page
    .getByRole('navigation', { name: 'Advisor Home' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(checklist).toContainText('5 of 5 done');
  await checklist.getByRole('button', { name: 'Submit for review' }).click();
  await expect(checklist.getByRole('status')).toContainText('Sent for review');
  await bothWidths(page, testInfo, 'checklist-sent');

  // Not yet in search, nor at their address.
  const newest = buildAdvisorResultsUrl({ filters: [], sort: 'newest' });
  await visit(page, ADVISOR_PAGES.profile(slug));
  await expect(page.getByRole('heading', { name: fullName })).toHaveCount(0);

  // The admin reviews and approves (each tick is saved at once, then shown ticked).
  await visit(admin, AREA_ROOTS.admin);
  await admin
    .getByRole('region', { name: 'Admin console' })
    .getByRole('link', { name: /^Advisors/ })
    .click();
  const card = admin.getByTestId(`waiting-${slug}`);
  await expect(card).toContainText('Sent for review');
  await expect(
    card.getByRole('link', { name: /7654321 on adviserinfo\.sec\.gov/ }),
  ).toHaveAttribute('href', 'https://adviserinfo.sec.gov/individual/summary/7654321');
  await expect(card.getByRole('button', { name: `Approve ${fullName}` })).toBeDisabled();
  await card.getByLabel('CRD checked').click();
  await expect(card.getByLabel('CRD checked')).toBeChecked();
  await card.getByLabel('ADV on file').click();
  await expect(card.getByLabel('ADV on file')).toBeChecked();
  await expectAccessible(admin);
  await bothWidths(admin, testInfo, 'admin-advisors');
  await card.getByRole('button', { name: `Approve ${fullName}` }).click();
  await expect(admin.getByText(`${fullName} is approved and listed.`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: fullName })).toContainText('Listed');

  // Listed: the newest advisor in search, and their profile answers.
  const visitor = await browser.newPage({ baseURL });
  await visit(visitor, newest);
  await expect(visitor.getByText(fullName).first()).toBeVisible();
  await visit(visitor, ADVISOR_PAGES.profile(slug));
  await expect(visitor.getByRole('heading', { name: fullName })).toBeVisible();
  // Where they said they are based, and nowhere else.
  await expect(visitor.getByText('Lakeshore Fee-Only Planning').first()).toBeVisible();
  await expect(visitor.getByText('Evanston, Illinois').first()).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText(', New York');
  await expect(visitor.locator('main')).not.toContainText(/Based in\s*,/);
  await bothWidths(visitor, testInfo, 'new-advisor-profile', { docs: true });

  // The checklist is gone once approved.
  await visit(page, AREA_ROOTS.dashboard);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get ready to meet clients' })).toHaveCount(0);

  await visitor.close();
  await context.close();
  await adminContext.close();
});
