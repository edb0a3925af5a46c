// The job board's "Save a job from another site" dialog, loaded when a member first opens it: the
// board's first screen carries none of it (tests/e2e/budgets.test.ts counts that screen's scripts).
import { lazy, Suspense } from 'react';

const SaveFromLinkModal = lazy(() => import('./SaveFromLinkModal.tsx'));

export function SaveFromLinkDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SaveFromLinkModal onClose={onClose} />
    </Suspense>
  );
}
