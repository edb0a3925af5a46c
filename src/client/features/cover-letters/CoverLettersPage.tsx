// /features/cover-letters: the member's letters, or the editor when the address names a letter
// (`?id=<id>`), a new one (`?id=new`), or a new one for a tracked application (`?applicationId=`)
// or a job on the board (`?jobId=`), whose company and job title it starts with.
import { Container } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_RESUME_TEMPLATE } from '#shared/constants/resumes.ts';
import type { CoverLetterDetail } from '#shared/schemas/cover-letters.ts';
import { coverLetterPath } from '#shared/routes.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { LetterEditor, type BoardJob } from './LetterEditor.tsx';
import { LetterList } from './LetterList.tsx';
import { blankContent, workingOf, type WorkingLetter } from './letter-model.ts';

/** What the address asks the editor for. */
type Opening = { letterId: string } | { applicationId: string } | { jobId: string } | 'new';

function openingOf(params: URLSearchParams): Opening | null {
  const id = params.get('id');
  const applicationId = params.get('applicationId');
  const jobId = params.get('jobId');
  if (id) return id === 'new' ? 'new' : { letterId: id };
  if (applicationId) return { applicationId };
  if (jobId) return { jobId };
  return null;
}

/** Where an unsaved new letter's draft is kept: per what it was started from. */
const draftSlotOf = (opening: Opening) =>
  opening === 'new' ? 'new' : 'letterId' in opening ? opening.letterId : 'applicationId' in opening ? `new-application-${opening.applicationId}` : `new-job-${opening.jobId}`;

interface Start {
  saved: CoverLetterDetail | null;
  letter: WorkingLetter;
  boardJob: BoardJob | null;
}

function EditorLoader({ opening, userId, premium, onCreated }: { opening: Opening; userId: string; premium: boolean; onCreated: (id: string) => void }) {
  const letterId = typeof opening === 'object' && 'letterId' in opening ? opening.letterId : null;
  const applicationId = typeof opening === 'object' && 'applicationId' in opening ? opening.applicationId : null;
  const jobId = typeof opening === 'object' && 'jobId' in opening ? opening.jobId : null;
  const letter = trpc.coverLetters.get.useQuery({ id: letterId! }, { enabled: letterId !== null });
  const application = trpc.applications.detail.useQuery({ id: applicationId! }, { enabled: applicationId !== null });
  const job = trpc.jobs.byId.useQuery({ jobId: jobId! }, { enabled: jobId !== null });
  const resumes = trpc.resumes.list.useQuery();
  const needed: { data: unknown; error: unknown }[] = [resumes];
  if (letterId) needed.push(letter);
  if (applicationId) needed.push(application);
  if (jobId) needed.push(job);

  // The editor mounts once, on the first answers: refetches after a save must not reset the form.
  const [start, setStart] = useState<Start | null>(null);
  if (!start && needed.every((q) => q.data !== undefined)) {
    const saved = letter.data ?? null;
    const app = application.data?.application ?? null;
    const activeResume = resumes.data?.resumes.find((r) => r.isActive)?.id ?? resumes.data?.resumes[0]?.id ?? null;
    const savedJobId = saved && !saved.applicationId ? saved.jobId : null;
    setStart({
      saved,
      letter: saved
        ? workingOf(saved)
        : {
            template: DEFAULT_RESUME_TEMPLATE,
            resumeId: app?.resumeId ?? activeResume,
            applicationId: app?.id ?? null,
            jobId: app ? app.jobId : (job.data?.id ?? null),
            jobDescription: '',
            content: blankContent(app ? { company: app.companyName, jobTitle: app.jobTitle } : job.data ? { company: job.data.companyName, jobTitle: job.data.title } : {}),
            evidence: null,
          },
      boardJob: job.data ? { id: job.data.id, label: `${job.data.title} at ${job.data.companyName}` } : savedJobId ? { id: savedJobId, label: saved!.jobLabel } : null,
    });
  }

  if (!start) {
    const failed = needed.find((q) => q.error);
    return failed ? <LoadError error={failed.error} /> : <PageLoader />;
  }
  return (
    <LetterEditor
      userId={userId}
      premium={premium}
      saved={start.saved}
      start={start.letter}
      draftSlot={draftSlotOf(opening)}
      boardJob={start.boardJob}
      onCreated={onCreated}
    />
  );
}

export default function CoverLettersPage() {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  const opening = openingOf(new URLSearchParams(search));

  // Each letter opened gets a fresh editor; the address change after a first save does not.
  const [opened, setOpened] = useState({ search, generation: 0 });
  if (search !== opened.search) setOpened({ search, generation: opened.generation + 1 });
  const adopt = (id: string) => {
    const path = coverLetterPath({ id });
    setOpened((o) => ({ ...o, search: path.slice(path.indexOf('?') + 1) }));
    navigate(path, { replace: true });
  };

  return (
    <Container size="xl" py="xl">
      {!user ? (
        <PageLoader />
      ) : opening ? (
        <EditorLoader key={opened.generation} opening={opening} userId={user.id} premium={user.isPremium} onCreated={adopt} />
      ) : (
        <LetterList />
      )}
    </Container>
  );
}
