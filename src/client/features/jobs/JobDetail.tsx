import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconExternalLink, IconInfoCircle, IconWand } from '@tabler/icons-react';
import { Link } from 'wouter';
import { WRITE_COVER_LETTER } from '#shared/constants.ts';
import { JOB_CAPTURE_TEXT } from '#shared/constants/job-capture.ts';
import { JOB_TEXT } from '#shared/constants/jobs.ts';
import type { JobCard } from '#shared/schemas/jobs.ts';
import { coverLetterPath, link } from '#shared/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useTailorResume } from '../resumes/index.ts';
import { JobBadges, JobMeta, JobPosted } from './JobCard.tsx';
import { safeApplyUrl } from './job-display.ts';
import { useSaveJob } from './SaveJobButton.tsx';

/** What a closed job says instead of its Apply button (only its savers and applicants see it). */
export const CLOSED_JOB_NOTICE = 'This job is closed. It no longer takes applications and is not shown in search.';

/** A job the member saved from another site: theirs alone, never on the board; its posting is elsewhere. */
function CapturedNotice({ applyUrl }: { applyUrl: string | null }) {
  const posting = safeApplyUrl(applyUrl);
  return (
    <Alert color="indigo" icon={<IconInfoCircle size={18} />} data-testid="job-captured">
      <Stack gap={4}>
        <Text size="sm">{JOB_CAPTURE_TEXT.fromAnotherSite}</Text>
        {posting && (
          <Anchor href={posting} target="_blank" rel="noopener noreferrer nofollow" size="sm" style={{ overflowWrap: 'anywhere' }}>
            Open the posting
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * One job in full, as the detail modal and the shareable job page show it: company, badges, when
 * and where it was posted, the description, and Save, Tailor, Write cover letter and Apply. A closed
 * job keeps its saver's Save (to unsave it; a closed job cannot be saved anew) but has none of the others. `pageLink` adds "Open job page" (the modal's way to the page).
 */
export function JobDetail({
  job,
  onSavedChange,
  onApply,
  pageLink = false,
}: {
  job: JobCard;
  onSavedChange?: (jobId: string, saved: boolean) => void;
  onApply: (job: JobCard) => void;
  pageLink?: boolean;
}) {
  const { toggle, pending } = useSaveJob(onSavedChange);
  const { user } = useSession();
  const { tailor, isTailoring } = useTailorResume();
  return (
    <Stack gap="md">
      <JobMeta job={job} />
      <JobBadges job={job} />
      <JobPosted job={job} prefix="Posted " />
      {job.source === 'demo' && (
        <Alert color="orange" icon={<IconInfoCircle size={18} />} data-testid="demo-job">
          {JOB_TEXT.demoLine}
        </Alert>
      )}
      {!job.isActive && job.source !== 'captured' && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="job-closed">
          {CLOSED_JOB_NOTICE}
        </Alert>
      )}
      {job.source === 'captured' && <CapturedNotice applyUrl={job.applyUrl} />}
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {job.description}
      </Text>
      <Group justify="space-between" gap="xs">
        {pageLink ? (
          <Anchor component={Link} href={link(`/jobs/${job.id}`)} size="sm">
            <Group gap={4} component="span">
              <IconExternalLink size={14} aria-hidden />
              Open job page
            </Group>
          </Anchor>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {(job.isActive || job.isSaved) && (
            <Button
              variant="default"
              leftSection={job.isSaved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
              disabled={pending}
              onClick={() => void toggle(job.id, job.isSaved)}
            >
              {job.isSaved ? 'Saved' : 'Save Job'}
            </Button>
          )}
          {user && job.isActive && (
            <Button variant="default" leftSection={<IconWand size={16} />} loading={isTailoring(job.id)} onClick={() => void tailor({ jobId: job.id })}>
              Tailor for this job
            </Button>
          )}
          {user && job.isActive && (
            <Button component={Link} href={coverLetterPath({ jobId: job.id })} variant="default">
              {WRITE_COVER_LETTER}
            </Button>
          )}
          {job.isActive && (
            <Button onClick={() => onApply(job)}>
              Apply Now
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
