// The AI Optimization panel: a target (title, industry, a pasted job description or a tracked
// application), a live ATS score with its breakdown that follows every edit, for every member, and
// for Premium the optimisation: suggestions, missing keywords, a suggested summary and skills, and
// Optimize, which asks for rewritten ones. A free member meets the Premium lock where those would be.
import { Button, Card, Loader, Select, Stack, Text, TextInput, Textarea, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RESUME_LIMITS as L } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { resumeContent, type AtsResult, type ResumeContent } from '#shared/schemas/resumes.ts';
import { PanelTitle } from '../../components/PanelTitle.tsx';
import { notify, notifyError, serverToast } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { AtsResultView, OptimizationLock } from './AtsResultView.tsx';

/** How long the live score waits after the last keystroke before asking again. */
const SCORE_DEBOUNCE_MS = 400;

interface Props {
  content: ResumeContent;
  premium: boolean;
  /** The content has fields the schema refuses: the editor marks them. */
  onInvalidContent: () => void;
  onUseSummary: (summary: string) => void;
  onAddSkills: (skills: string[]) => void;
}

export function OptimizationPanel({ content, premium, onInvalidContent, onUseSummary, onAddSkills }: Props) {
  const [jobTitle, setJobTitle] = useState('');
  const [industry, setIndustry] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [optimized, setOptimized] = useState<{ key: string; result: AtsResult } | null>(null);

  const applications = trpc.applications.list.useQuery();
  const optimize = trpc.resumes.optimize.useMutation();

  // Content the schema refuses (a half-typed address, say) is not sent: the score waits for valid content.
  const parsed = useMemo(() => resumeContent.safeParse(content), [content]);
  const input = useMemo(
    () =>
      parsed.success
        ? { content: parsed.data, target: { jobTitle, industry, jobDescription, ...(applicationId ? { applicationId } : {}) } }
        : null,
    [parsed, jobTitle, industry, jobDescription, applicationId],
  );
  const [debounced] = useDebouncedValue(input, SCORE_DEBOUNCE_MS);
  // The server scores only against a title and an industry (the spec's "Missing Information").
  const hasTarget = (target: { jobTitle: string; industry: string }) => target.jobTitle.trim() !== '' && target.industry.trim() !== '';
  const missingInfo = !hasTarget({ jobTitle, industry });
  const score = trpc.resumes.score.useQuery(debounced!, {
    enabled: debounced !== null && hasTarget(debounced.target),
    placeholderData: keepPreviousData,
  });

  const inputKey = JSON.stringify(input);
  const result = optimized?.key === inputKey ? optimized.result : missingInfo ? undefined : score.data;
  const missingSkills = (result?.optimized_suggestions?.skills_section ?? []).filter((skill) => !content.skills.some((s) => s.toLowerCase() === skill.toLowerCase()));

  const run = async () => {
    if (optimize.isPending) return;
    if (!premium) return notify(TOASTS.resume.premiumOptimization, 'yellow');
    if (missingInfo) return notify(TOASTS.resume.missingInformation, 'yellow');
    if (!input) return onInvalidContent();
    try {
      const answer = await optimize.mutateAsync(input);
      setOptimized({ key: inputKey, result: answer });
      notify(TOASTS.resume.optimized(answer.score));
    } catch (err) {
      notifyError(err, TOASTS.resume.optimizationFailed);
    }
  };

  const applicationOptions = (applications.data?.applications ?? []).map((app) => ({ value: app.id, label: `${app.jobTitle} at ${app.companyName}` }));

  return (
    <Card withBorder radius="md" padding="md" component="aside" aria-label="AI Optimization">
      <Stack gap="sm">
        <PanelTitle icon={IconSparkles}>
          AI Optimization
        </PanelTitle>

        <TextInput label="Target job title" placeholder="e.g. Junior Data Analyst" maxLength={L.targetTitleMax} value={jobTitle} onChange={(e) => setJobTitle(e.currentTarget.value)} />
        <TextInput label="Industry" placeholder="e.g. Technology" maxLength={L.industryMax} value={industry} onChange={(e) => setIndustry(e.currentTarget.value)} />
        {applicationOptions.length > 0 && (
          <Select
            label="Tracked application"
            placeholder="Score against one of your applications"
            data={applicationOptions}
            value={applicationId}
            clearable
            onChange={(id) => {
              setApplicationId(id);
              const app = applications.data?.applications.find((a) => a.id === id);
              if (app && !jobTitle.trim()) setJobTitle(app.jobTitle);
            }}
          />
        )}
        <Textarea
          label="Job description"
          placeholder="Paste the job posting here to match its keywords"
          autosize
          minRows={4}
          maxRows={10}
          maxLength={L.jobDescriptionMax}
          value={jobDescription}
          onChange={(e) => setJobDescription(e.currentTarget.value)}
        />
        <Button
          fullWidth
          leftSection={<IconSparkles size={16} />}
          loading={optimize.isPending}
          // Looks disabled while it cannot run, yet still answers a click with the reason (the spec's toasts).
          data-disabled={missingInfo || undefined}
          aria-disabled={missingInfo || optimize.isPending}
          onClick={() => void run()}
        >
          Optimize Resume
        </Button>

        {/* Until a result holds its place, the lock sits under the button it explains. */}
        {!premium && !result && <OptimizationLock />}
        {!result && score.isFetching && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Scoring your resume…
            </Text>
          </Group>
        )}
        {missingInfo && (
          <Text size="sm" c="dimmed">
            Enter a target job title and industry to see your live ATS score; paste the job description to match its keywords.
          </Text>
        )}
        {score.error && !result && (
          <Text size="sm" c="red">
            {serverToast(score.error).description}
          </Text>
        )}
        {result && (
          <AtsResultView
            result={result}
            updating={score.isFetching}
            summaryInUse={content.professionalSummary.trim() === result.optimized_suggestions?.professional_summary.trim()}
            missingSkills={missingSkills}
            onUseSummary={onUseSummary}
            onAddSkills={onAddSkills}
          />
        )}
      </Stack>
    </Card>
  );
}
