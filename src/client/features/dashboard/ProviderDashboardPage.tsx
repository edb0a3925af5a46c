import { OwnDashboard } from './DashboardParts.tsx';
import { PerformanceBars, SampleDashboardView } from './SampleDashboardView.tsx';
import { performancePercent, PROVIDER_PERFORMANCE, PROVIDER_SAMPLE } from './sample-data.ts';

const bars = PROVIDER_PERFORMANCE.map((item) => ({ ...item, percent: performancePercent(item.value) }));

/** /dashboard/provider: a static sample for provider accounts only. */
export default function ProviderDashboardPage() {
  return (
    <OwnDashboard userType="provider">
      <SampleDashboardView sample={PROVIDER_SAMPLE} extra={<PerformanceBars items={bars} />} />
    </OwnDashboard>
  );
}
