import { OwnDashboard } from './DashboardParts.tsx';
import { SampleDashboardView } from './SampleDashboardView.tsx';
import { EMPLOYER_SAMPLE } from './sample-data.ts';

/** /dashboard/employer: a static sample for employer accounts only. */
export default function EmployerDashboardPage() {
  return (
    <OwnDashboard userType="employer">
      <SampleDashboardView sample={EMPLOYER_SAMPLE} />
    </OwnDashboard>
  );
}
