import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { ImportPanel } from './ImportPanel.tsx';
import { JobList } from './JobList.tsx';
import { SourcesPanel } from './SourcesPanel.tsx';

type Section = 'jobs' | 'import' | 'sources';

/** The admin panel's Jobs tab: the board's jobs, file imports and live sources, one section at a time. */
export function JobsPanel() {
  const [section, setSection] = useState<Section>('jobs');
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label="Jobs section"
        value={section}
        onChange={(value) => setSection(value as Section)}
        data={[
          { value: 'jobs', label: 'Jobs' },
          { value: 'import', label: 'Import' },
          { value: 'sources', label: 'Sources' },
        ]}
        w="fit-content"
      />
      {section === 'jobs' && <JobList />}
      {section === 'import' && <ImportPanel />}
      {section === 'sources' && <SourcesPanel />}
    </Stack>
  );
}
