// The O*NET Interest Profiler Short Form: 60 activities in their published order, a page at a time,
// each answer autosaved to the server's draft so the profiler can be finished another day. When all
// are answered the server scores and saves it, and the report opens.
import { Alert, Button, Group, Loader, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { PROFILER_LIMITS, PROFILER_SCALE } from '#shared/constants/assessment.ts';
import { ONET_ATTRIBUTION } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { ProfilerForm } from '#shared/schemas/assessment.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { ProfilerReportView } from './ProfilerReportView.tsx';

/** Typing pauses are short here: one click is one answer, so a second is enough to batch a few. */
const AUTOSAVE_DELAY_MS = 800;
const PAGES = Math.ceil(PROFILER_LIMITS.items / PROFILER_LIMITS.pageSize);

export function InterestProfiler() {
  const form = trpc.assessment.profiler.useQuery(undefined, { refetchOnWindowFocus: false });
  const [reportId, setReportId] = useState<string | null>(null);
  const [retaking, setRetaking] = useState(false);

  return (
    <QueryState query={form} loading={<Loader aria-label="Loading the Interest Profiler" />}>
      {(data) => {
        const inProgress = data.answers.some((a) => a !== null);
        // The newest report opens first, unless a draft is under way or the user chose to start again.
        const shownReport = reportId ?? (!inProgress && !retaking ? data.latestId : null);
        if (!shownReport) return <ProfilerQuestions form={data} onCompleted={setReportId} />;
        return (
          <ProfilerReportView
            assessmentId={shownReport}
            onRetake={() => {
              setReportId(null);
              setRetaking(true);
            }}
          />
        );
      }}
    </QueryState>
  );
}

function ProfilerQuestions({ form, onCompleted }: { form: ProfilerForm; onCompleted: (id: string) => void }) {
  const utils = trpc.useUtils();
  const saveDraft = trpc.assessment.saveDraft.useMutation();
  const complete = trpc.assessment.complete.useMutation();
  const [answers, setAnswers] = useState(form.answers);
  const [savedAt, setSavedAt] = useState(form.draftSavedAt);
  // A resumed draft opens at its first unanswered page.
  const firstGap = form.answers.findIndex((a) => a === null);
  const [page, setPage] = useState(firstGap < 0 ? PAGES - 1 : Math.floor(firstGap / PROFILER_LIMITS.pageSize));

  const save = useDebouncedCallback(
    (next: (number | null)[]) => {
      saveDraft.mutate({ answers: next, after: form.latestId }, { onSuccess: ({ savedAt: at }) => setSavedAt(at), onError: (err) => notifyError(err) });
    },
    // Leaving the screen with an answer waiting still saves it.
    { delay: AUTOSAVE_DELAY_MS, flushOnUnmount: true },
  );

  const answer = (index: number, value: number) => {
    const next = answers.map((a, i) => (i === index ? value : a));
    setAnswers(next);
    // The cached form follows at once, so coming back to this tab resumes where the user left it.
    utils.assessment.profiler.setData(undefined, (old) => old && { ...old, answers: next });
    save(next);
  };

  const done = answers.filter((a) => a !== null).length;
  const start = page * PROFILER_LIMITS.pageSize;
  const finished = done === PROFILER_LIMITS.items;

  // A new page starts at its first item, not where the last page's Next button was.
  const turnTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    save.cancel();
    try {
      const { id } = await complete.mutateAsync({ answers });
      notify(TOASTS.assessment.profilerCompleted);
      void utils.assessment.profiler.invalidate();
      onCompleted(id);
    } catch (err) {
      notifyError(err, TOASTS.assessment.failed);
    }
  };

  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            O*NET Interest Profiler
          </Title>
          <Text c="dimmed" size="sm">
            How much would you like doing each activity? Don&apos;t think about pay, training or whether you could do it now. Your answers save as you go.
          </Text>
        </div>
        <Group justify="space-between">
          <Text size="sm">
            {done} of {PROFILER_LIMITS.items} answered · page {page + 1} of {PAGES}
          </Text>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="profiler-saved">
            {saveDraft.isPending ? 'Saving…' : savedAt ? `Saved ${savedAt.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}` : ''}
          </Text>
        </Group>
        <Progress value={(done / PROFILER_LIMITS.items) * 100} aria-label="Interest Profiler progress" />
        <Stack gap="lg">
          {form.items.slice(start, start + PROFILER_LIMITS.pageSize).map((item, offset) => {
            const index = start + offset;
            return (
              <Radio.Group
                key={index}
                label={`${index + 1}. ${item.text}`}
                value={answers[index] === null ? null : String(answers[index])}
                onChange={(value) => answer(index, Number(value))}
              >
                <Group gap="md" mt={6}>
                  {PROFILER_SCALE.map((label, value) => (
                    <Radio key={label} value={String(value)} label={label} />
                  ))}
                </Group>
              </Radio.Group>
            );
          })}
        </Stack>
        <Group justify="space-between">
          <Button variant="default" disabled={page === 0} onClick={() => turnTo(page - 1)}>
            Previous
          </Button>
          {page < PAGES - 1 ? (
            <Button onClick={() => turnTo(page + 1)}>Next</Button>
          ) : (
            <Button disabled={!finished} loading={complete.isPending} onClick={() => void submit()}>
              See My Results
            </Button>
          )}
        </Group>
        {page === PAGES - 1 && !finished && (
          <Alert color="yellow" variant="light">
            Answer all {PROFILER_LIMITS.items} activities to see your results; {PROFILER_LIMITS.items - done} are still open.
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {ONET_ATTRIBUTION}
        </Text>
      </Stack>
    </Paper>
  );
}
