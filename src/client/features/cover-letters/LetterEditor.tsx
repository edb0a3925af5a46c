// The editor of one letter: its fields beside a live preview in the chosen resume template, the
// export, the letter checks, and for a drafted letter the evidence of each sentence. The form is
// checked with the server's own schema; unsaved edits are kept in this browser and guarded against
// leaving, as the resume builder's are.
import { Anchor, Badge, Button, Card, Grid, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { COVER_LETTER_TEXT as T } from '#shared/constants/cover-letters.ts';
import type { ResumeTemplateId } from '#shared/constants/resumes.ts';
import { letterText } from '#shared/rules/cover-letter.ts';
import { link } from '#shared/routes.ts';
import type { CoverLetterDetail, CoverLetterDraft, LetterEvidence } from '#shared/schemas/cover-letters.ts';
import { TOASTS } from '#shared/toasts.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { DraftRestoredAlert } from '../../components/DraftRestoredAlert.tsx';
import { takeDraft, useDraftKeeper } from '../../lib/drafts.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { trpc } from '../../trpc.ts';
import { TemplatePicker } from '../resumes/index.ts';
import { ChecksPanel } from './ChecksPanel.tsx';
import { DraftFromResume, type BoardJob } from './DraftDialog.tsx';
import { EvidencePanel } from './EvidencePanel.tsx';
import { LetterExport } from './LetterExport.tsx';
import { LetterFields } from './LetterFields.tsx';
import { fingerprint, LETTER_DRAFT, letterDraftKey, today, useLetterForm, workingOf, type WorkingLetter } from './letter-model.ts';
import { LetterPreview } from './LetterPreview.tsx';

export type { BoardJob };

const NO_HEADER = { firstName: '', lastName: '', email: '', phone: '', location: '', linkedin: '', portfolio: '' };

interface Props {
  userId: string;
  premium: boolean;
  /** The saved letter, or null for one not saved yet. */
  saved: CoverLetterDetail | null;
  /** What the editor starts from: the saved letter, or a new one (perhaps with its job filled in). */
  start: WorkingLetter;
  /** Where this letter's unsaved draft is kept in the browser (its id, or what a new one was started from). */
  draftSlot: string;
  /** The job on the board the letter was started from, for drafting. */
  boardJob: BoardJob | null;
  /** A letter saved for the first time now has an id; the page points its address at it. */
  onCreated: (id: string) => void;
}

export function LetterEditor({ userId, premium, saved: initiallySaved, start, draftSlot, boardJob, onCreated }: Props) {
  const utils = trpc.useUtils();
  const saveLetter = trpc.coverLetters.save.useMutation();
  const [saved, setSaved] = useState(initiallySaved);

  // A draft left in this browser opens instead only when the draft rule allows (lib/drafts.ts).
  const [initial] = useState(() => {
    const draft = takeDraft(letterDraftKey(userId, draftSlot), LETTER_DRAFT, start, initiallySaved?.updatedAt.getTime() ?? null);
    return draft ? { letter: draft, restored: true } : { letter: start, restored: false };
  });
  const [restored, setRestored] = useState(initial.restored);
  const [savedState, setSavedState] = useState<WorkingLetter>(start);
  const baseline = useMemo(() => fingerprint(savedState), [savedState]);

  const form = useLetterForm(initial.letter.content);
  const [template, setTemplate] = useState<ResumeTemplateId>(initial.letter.template);
  const [resumeId, setResumeId] = useState(initial.letter.resumeId);
  const [applicationId, setApplicationId] = useState(initial.letter.applicationId);
  const [jobId, setJobId] = useState(initial.letter.jobId);
  const [jobDescription, setJobDescription] = useState(initial.letter.jobDescription);
  const [evidence, setEvidence] = useState<LetterEvidence | null>(initial.letter.evidence);
  // What the last draft said beyond its evidence; a saved letter does not keep it.
  const [drafted, setDrafted] = useState<Pick<CoverLetterDraft, 'missing' | 'rewrittenBy'> | null>(null);

  const working: WorkingLetter = useMemo(
    () => ({ template, resumeId, applicationId, jobId, jobDescription, content: form.values, evidence }),
    [template, resumeId, applicationId, jobId, jobDescription, form.values, evidence],
  );
  const dirty = fingerprint(working) !== baseline;
  useLeaveGuard(dirty, T.leaveWarning);

  const resume = trpc.resumes.get.useQuery({ id: resumeId! }, { enabled: resumeId !== null });
  const header = (resumeId && resume.data?.content.personalInfo) || NO_HEADER;

  const announced = useRef(false);
  useEffect(() => {
    if (initial.restored && !announced.current) {
      announced.current = true;
      notify(TOASTS.coverLetter.draftRestored, 'blue');
    }
  }, [initial.restored]);

  const draft = useDraftKeeper(
    { key: letterDraftKey(userId, saved?.id ?? draftSlot), value: working, saved: savedState, version: saved?.updatedAt.getTime() ?? null },
    LETTER_DRAFT,
  );

  /** Lays a letter over the editor (the start, or a saved one). */
  const show = (letter: WorkingLetter) => {
    form.setValues(letter.content);
    setTemplate(letter.template);
    setResumeId(letter.resumeId);
    setApplicationId(letter.applicationId);
    setJobId(letter.jobId);
    setJobDescription(letter.jobDescription);
    setEvidence(letter.evidence);
  };

  const discardDraft = () => {
    draft.discard();
    show(start);
    setRestored(false);
  };

  const takeDraftFromResume = (answer: CoverLetterDraft, pasted: string) => {
    form.setValues(answer.content);
    setEvidence(answer.evidence);
    setResumeId(answer.resumeId);
    setApplicationId(answer.applicationId);
    setJobId(answer.jobId);
    setJobDescription(pasted);
    setDrafted({ missing: answer.missing, rewrittenBy: answer.rewrittenBy });
  };

  /** Saves, and answers the saved letter; null when the form has errors or the server refused. */
  const save = async (): Promise<CoverLetterDetail | null> => {
    if (form.validate().hasErrors) {
      notify({ title: TOASTS.coverLetter.saveFailed.title, description: 'Fix the fields marked in red first.' }, 'red');
      return null;
    }
    try {
      const result = await saveLetter.mutateAsync({ ...(saved ? { id: saved.id } : {}), ...working });
      const now = workingOf(result);
      // Before anything re-renders: a draft write still waiting on a typing pause must not outlive the save.
      draft.markSaved(now, result.updatedAt.getTime(), letterDraftKey(userId, result.id));
      show(now);
      setSavedState(now);
      setSaved(result);
      setRestored(false);
      utils.coverLetters.get.setData({ id: result.id }, result);
      void utils.coverLetters.list.invalidate();
      void utils.applications.invalidate();
      if (!saved) onCreated(result.id);
      notify(TOASTS.coverLetter.saved);
      return result;
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err, TOASTS.coverLetter.saveFailed);
      return null;
    }
  };

  const saveFirst = async () => (saved && !dirty ? saved.id : ((await save())?.id ?? null));

  return (
    <Stack gap="lg">
      <PageHeading
        title={T.pageTitle}
        subtitle={saved ? saved.title : T.newLetterSubtitle}
        badge={
          <Badge variant="light" color={dirty ? 'yellow' : saved ? 'green' : 'gray'} data-testid="save-state">
            {dirty ? 'Unsaved changes' : saved ? 'All changes saved' : 'Not saved yet'}
          </Badge>
        }
        actions={
          <Anchor component={Link} href={link('/features/cover-letters')} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              {T.allLetters}
            </Group>
          </Anchor>
        }
      />

      {restored && <DraftRestoredAlert message={TOASTS.coverLetter.draftRestored} onDiscard={discardDraft} />}

      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" align="flex-end">
          <TemplatePicker value={template} premium={premium} onChange={setTemplate} />
          <Group gap="xs">
            <DraftFromResume premium={premium} letter={working} boardJob={boardJob} replacing={form.values.body.trim() !== ''} onDrafted={takeDraftFromResume} />
            <Button leftSection={<IconDeviceFloppy size={16} />} loading={saveLetter.isPending} onClick={() => void save()}>
              {T.saveLetter}
            </Button>
          </Group>
        </Group>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg" component="section" aria-label="Letter">
              <LetterFields
                form={form}
                resumeId={resumeId}
                applicationId={applicationId}
                onResume={setResumeId}
                onApplication={(app) => {
                  setApplicationId(app?.id ?? null);
                  setJobId(app ? app.jobId : (boardJob?.id ?? null));
                  if (!app) return;
                  if (!form.values.jobTitle.trim()) form.setFieldValue('jobTitle', app.jobTitle);
                  if (!form.values.recipient.company.trim()) form.setFieldValue('recipient.company', app.companyName);
                }}
              />
            </Card>
            <ChecksPanel letter={working} onJobDescription={setJobDescription} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <LetterExport letterId={saved?.id ?? null} saving={saveLetter.isPending} saveFirst={saveFirst} text={letterText({ content: form.values, header, template, date: form.values.date || today() })} />
            <LetterPreview template={template} content={form.values} personalInfo={header} />
            {evidence && <EvidencePanel evidence={evidence} body={form.values.body} missing={drafted?.missing ?? []} reworded={drafted?.rewrittenBy === 'remote'} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
