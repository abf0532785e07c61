// dashboard/compliance/:userId/report (docs/product.md#compliance-report): the advisor's books
// and records for a date range, with PDF and CSV downloads and a print view. The server answers
// only the advisor's own (an admin may read any).
import { useParams } from 'react-router';
import { ComplianceReport } from '../../features/records/compliance-report';
import { AreaPage } from '../../frame/area-page';
import { DashboardNav } from './dashboard-nav';

export default function ComplianceReportPage() {
  const { userId = '' } = useParams();
  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Compliance report"
      titleId="compliance-report-title"
      lead="Your books and records for a period: meetings, engagements, fees charged and refunded, the agreements and disclosures your clients accepted, reviews with your responses, and the notes you sent. Records are kept for five years."
      nav={<DashboardNav />}
    >
      <ComplianceReport audience="dashboard" userId={userId} />
    </AreaPage>
  );
}
