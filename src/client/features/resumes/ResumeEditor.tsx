// The editor: the section menu at the left, the active section's form in the middle, the AI
// Optimization panel at the right. The form is checked with the server's own schema; unsaved edits
// are kept in this browser and guarded against leaving.
import { Alert, Anchor, Badge, Button, Card, Code, CopyButton, Grid, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy, IconDownload, IconEye, IconFileExport } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  RESUME_SECTION_LABELS,
  RESUME_SECTIONS,
  resumeJsonPath,
  RESUME_TEXT,
  resumePdfPath,
  type ResumeSection,
  type ResumeTemplateId,
} from '#shared/constants/resumes.ts';
import { TOASTS, type Toast } from '#shared/toasts.ts';
import type { ResumeDetail } from '#shared/schemas/resumes.ts';
import { link } from '#shared/routes.ts';
import { takeDraft, useDraftKeeper } from '../../lib/drafts.ts';
import { download } from '../../lib/download.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { DraftRestoredAlert } from '../../components/DraftRestoredAlert.tsx';
import { trpc } from '../../trpc.ts';
import { PersonalSection, SkillsSection, SummarySection } from './ContentSections.tsx';
import { NEW_RESUME_KEY, RESUME_DRAFT, resumeDraftKey } from './draft-storage.ts';
import { EntrySection } from './EntrySections.tsx';
import { OptimizationPanel } from './OptimizationPanel.tsx';
import { blankContent, fingerprint, useResumeForm, withSkill, type WorkingResume } from './resume-model.ts';
import { PreviewModal } from './ResumePreview.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';

/** The section a field error belongs to: `experience.0.endDate` is Experience's. */
function sectionOf(path: string): ResumeSection {
  const head = path.split('.')[0];
  if (head === 'personalInfo') return 'personal';
  if (head === 'professionalSummary') return 'summary';
  return RESUME_SECTIONS.find((s) => s === head) ?? 'personal';
}

interface Props {
  userId: string;
  premium: boolean;
  /** The saved resume, or null for one not saved yet. */
  saved: ResumeDetail | null;
  /** What the editor starts from: the saved resume, or a blank or imported one. */
  start: WorkingResume;
  /** Lines an import could not place, for the user to copy in. */
  unplaced: string[];
  /** A resume saved for the first time now has an id; the page points its address at it. */
  onCreated: (id: string) => void;
}

export function ResumeEditor({ userId, premium, saved: initiallySaved, start, unplaced, onCreated }: Props) {
  const utils = trpc.useUtils();
  const saveResume = trpc.resumes.save.useMutation();
  const [saved, setSaved] = useState(initiallySaved);

  // A draft left in this browser opens instead of the saved resume only when the draft rule allows
  // (lib/drafts.ts: made on this saved version or later, not empty, different), with the way back offered.
  const [initial] = useState(() => {
    const draft = takeDraft(resumeDraftKey(userId, initiallySaved?.id ?? NEW_RESUME_KEY), RESUME_DRAFT, start, initiallySaved?.updatedAt.getTime() ?? null);
    return draft ? { resume: draft, restored: true } : { resume: start, restored: false };
  });
  const [restored, setRestored] = useState(initial.restored);
  // What the server holds: a template chosen on the landing or an imported draft counts as a change.
  const [savedState, setSavedState] = useState<WorkingResume>(() =>
    initiallySaved ? { template: initiallySaved.template, content: initiallySaved.content } : { template: start.template, content: blankContent() },
  );
  const baseline = useMemo(() => fingerprint(savedState), [savedState]);
  const [template, setTemplate] = useState<ResumeTemplateId>(initial.resume.template);
  const [section, setSection] = useState<ResumeSection>('personal');
  const [previewing, setPreviewing] = useState(false);
  const form = useResumeForm(initial.resume.content);

  const working: WorkingResume = useMemo(() => ({ template, content: form.values }), [template, form.values]);
  const current = fingerprint(working);
  const dirty = current !== baseline;
  useLeaveGuard(dirty, RESUME_TEXT.leaveWarning);

  const announced = useRef(false);
  useEffect(() => {
    if (initial.restored && !announced.current) {
      announced.current = true;
      notify(TOASTS.resume.draftRestored, 'blue');
    }
  }, [initial.restored]);

  // The draft follows the form; once the form matches the saved resume again there is nothing to keep.
  const draft = useDraftKeeper(
    { key: resumeDraftKey(userId, saved?.id ?? NEW_RESUME_KEY), value: working, saved: savedState, version: saved?.updatedAt.getTime() ?? null },
    RESUME_DRAFT,
  );

  const discardDraft = () => {
    draft.discard();
    form.setValues(start.content);
    setTemplate(start.template);
    setRestored(false);
  };

  /** Marks the fields the schema refuses and opens the first one's section; false when there are any. */
  const checkFields = (failure: Toast): boolean => {
    const check = form.validate();
    if (!check.hasErrors) return true;
    setSection(sectionOf(Object.keys(check.errors)[0]!));
    notify({ title: failure.title, description: 'Fix the fields marked in red first.' }, 'red');
    return false;
  };

  /** Saves, and answers the saved resume; null when the form has errors or the server refused. */
  const save = async (): Promise<ResumeDetail | null> => {
    if (!checkFields(TOASTS.resume.saveFailed)) return null;
    try {
      const result = await saveResume.mutateAsync({ ...(saved ? { id: saved.id } : {}), template, content: form.values });
      const now: WorkingResume = { template: result.template, content: result.content };
      // Before anything re-renders: a draft write still waiting on a typing pause must not outlive the save.
      draft.markSaved(now, result.updatedAt.getTime(), resumeDraftKey(userId, result.id));
      form.setValues(result.content);
      setSavedState(now);
      setSaved(result);
      setRestored(false);
      utils.resumes.get.setData({ id: result.id }, result);
      void utils.resumes.list.invalidate();
      void utils.resumes.active.invalidate();
      if (!saved) onCreated(result.id);
      notify(TOASTS.resume.saved);
      return result;
    } catch (err) {
      notifyError(err, TOASTS.resume.saveFailed);
      return null;
    }
  };

  /** Downloads need the saved version: unsaved changes are saved first. */
  const saveThenDownload = async (href: (resume: ResumeDetail) => string) => {
    const resume = !saved || dirty ? await save() : saved;
    if (resume) download(href(resume));
  };

  const sectionErrors = (s: ResumeSection) => Object.keys(form.errors).some((path) => sectionOf(path) === s);

  return (
    <Stack gap="lg">
      <PageHeading
        title="Resume Builder"
        subtitle={saved ? saved.title : 'A new resume'}
        badge={
          <Badge variant="light" color={dirty ? 'yellow' : saved ? 'green' : 'gray'} data-testid="save-state">
            {dirty ? 'Unsaved changes' : saved ? 'All changes saved' : 'Not saved yet'}
          </Badge>
        }
        actions={
          <Anchor component={Link} href={link('/features/resume-builder')} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              All resumes and templates
            </Group>
          </Anchor>
        }
      />

      {saved?.tailoredFor && (
        <Alert variant="light" color="blue" title={`Tailored for ${saved.tailoredFor.label}`}>
          A copy made for this {saved.tailoredFor.kind === 'job' ? 'job' : 'application'}; your original resume stays as it was.
        </Alert>
      )}
      {restored && <DraftRestoredAlert message={TOASTS.resume.draftRestored} onDiscard={discardDraft} />}
      {unplaced.length > 0 && (
        <Alert variant="light" color="yellow" title="Some lines could not be placed">
          <Text size="sm" mb="xs">
            Copy what you need from these lines of your file into the right section.
          </Text>
          <Code block data-testid="unplaced-lines">
            {unplaced.join('\n')}
          </Code>
          <CopyButton value={unplaced.join('\n')}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" mt="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy lines'}
              </Button>
            )}
          </CopyButton>
        </Alert>
      )}

      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" align="flex-end">
          <TemplatePicker value={template} premium={premium} onChange={setTemplate} />
          <Group gap="xs">
            <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setPreviewing(true)}>
              Preview
            </Button>
            <Button variant="default" leftSection={<IconFileExport size={16} />} loading={saveResume.isPending} onClick={() => void saveThenDownload((r) => resumeJsonPath(r.id))}>
              Export JSON Resume
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={saveResume.isPending} onClick={() => void saveThenDownload((r) => resumePdfPath(r.id, template))}>
              Download PDF
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} loading={saveResume.isPending} onClick={() => void save()}>
              Save Resume
            </Button>
          </Group>
        </Group>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: 2.4 }}>
          <Card withBorder radius="md" padding="xs" component="nav" aria-label="Resume sections">
            {RESUME_SECTIONS.map((s) => (
              <NavLink
                key={s}
                component="button"
                label={RESUME_SECTION_LABELS[s]}
                active={section === s}
                variant="filled"
                aria-current={section === s ? 'step' : undefined}
                rightSection={sectionErrors(s) ? <IconAlertCircle size={16} color="var(--mantine-color-red-7)" role="img" aria-label="Has errors" /> : undefined}
                onClick={() => setSection(s)}
              />
            ))}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 5.6 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h3" mb="md">
              {RESUME_SECTION_LABELS[section]}
            </Title>
            {section === 'personal' ? (
              <PersonalSection form={form} />
            ) : section === 'summary' ? (
              <SummarySection form={form} />
            ) : section === 'skills' ? (
              <SkillsSection form={form} />
            ) : (
              <EntrySection key={section} form={form} section={section} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <OptimizationPanel
            content={form.values}
            premium={premium}
            onInvalidContent={() => checkFields(TOASTS.resume.optimizationFailed)}
            onUseSummary={(summary) => form.setFieldValue('professionalSummary', summary)}
            onAddSkills={(skills) => form.setFieldValue('skills', skills.reduce((list, skill) => withSkill(list, skill) ?? list, form.values.skills))}
          />
        </Grid.Col>
      </Grid>

      <PreviewModal resume={working} opened={previewing} onClose={() => setPreviewing(false)} />
    </Stack>
  );
}
