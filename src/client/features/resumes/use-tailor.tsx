// "Tailor for this job", from a job on the board or a tracked application: a copy of the user's
// active resume linked to it, opened in the editor. Lives with the builder; the job board and the
// tracker import only this small module, not the builder's chunk.
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import { link } from '#shared/routes.ts';
import { notify, notifyError, TOAST_CLOSE_BUTTON } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

/** The builder opened on one resume (the builder reads `?resume=`). */
export const resumeEditorPath = (resumeId: string) => link(`/features/resume-builder?resume=${resumeId}`);

/** The catalogue has no words for tailoring before any resume exists, so these say it. */
const NO_RESUME_TITLE = 'No resume to tailor yet';

export type TailorTarget = { jobId: string } | { applicationId: string };

export function useTailorResume() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const tailor = trpc.resumes.tailor.useMutation();
  const [pending, setPending] = useState<TailorTarget | null>(null);

  const run = async (target: TailorTarget) => {
    setPending(target);
    try {
      const active = await utils.resumes.active.fetch();
      if (!active) {
        notifications.show({
          color: 'yellow',
          closeButtonProps: TOAST_CLOSE_BUTTON,
          title: NO_RESUME_TITLE,
          message: (
            <>
              Create your resume first, then tailor a copy for this job.{' '}
              <Anchor component={Link} href={link('/features/resume-builder')} size="sm" onClick={() => notifications.clean()}>
                Open the resume builder
              </Anchor>
            </>
          ),
        });
        return;
      }
      const copy = await tailor.mutateAsync({ resumeId: active.id, ...target });
      notify(TOASTS.resume.tailored);
      void utils.resumes.invalidate();
      void utils.applications.invalidate();
      navigate(resumeEditorPath(copy.id));
    } catch (err) {
      notifyError(err);
    } finally {
      setPending(null);
    }
  };

  /** Whether the job or application with this id is being tailored for. */
  const isTailoring = (id: string) => pending !== null && Object.values(pending).includes(id);

  return { tailor: run, isTailoring };
}
