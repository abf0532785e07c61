// Shared helpers for the journeys: the live API's answers, so tests assert against real data.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { ComplianceDocument, DashboardData } from '../../src/shared/contracts/home';
import { API } from '../../src/shared/routes';

export async function fetchDashboard(request: APIRequestContext): Promise<DashboardData> {
  const response = await request.get(API.dashboard);
  if (!response.ok()) throw new Error(`dashboard answered ${response.status()}`);
  return (await response.json()) as DashboardData;
}

export async function fetchComplianceDocuments(
  request: APIRequestContext,
): Promise<ComplianceDocument[]> {
  const response = await request.get(API.basicComplianceDocuments);
  return (await response.json()) as ComplianceDocument[];
}

/** A full-page screenshot kept with the test's artifacts. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}
