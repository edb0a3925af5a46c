import { OwnDashboard } from './DashboardParts.tsx';
import { SampleDashboardView } from './SampleDashboardView.tsx';
import { PARTNER_SAMPLE } from './sample-data.ts';

/** /dashboard/partner: a static sample for partner accounts only. */
export default function PartnerDashboardPage() {
  return (
    <OwnDashboard userType="partner">
      <SampleDashboardView sample={PARTNER_SAMPLE} />
    </OwnDashboard>
  );
}
