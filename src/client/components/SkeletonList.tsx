// A list's placeholder while it loads: `count` copies of one card's skeleton, announced once as busy.
import { Stack, type MantineSpacing } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

export function SkeletonList({ label, count, gap = 'md', children }: { label: string; count: number; gap?: MantineSpacing; children: ReactNode }) {
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{children}</Fragment>
      ))}
    </Stack>
  );
}
