// "Draft from my resume" (Premium): the job (a tracked application, the board job the letter was
// started from, or a pasted title, company and description), the resume, and optionally who reads
// it → a draft the editor takes unsaved, with its evidence. A free member meets the Premium lock
// in the words of the server's refusal, with the way to /pricing.
import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconLock, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { COVER_LETTER_LIMITS as L, COVER_LETTER_TEXT as T } from '#shared/constants/cover-letters.ts';
import { draftCoverLetterInput, type CoverLetterDraft } from '#shared/schemas/cover-letters.ts';
import { TOASTS } from '#shared/toasts.ts';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import type { WorkingLetter } from './letter-model.ts';

const PASTE = 'paste';

export interface BoardJob {
  id: string;
  /** "Data Analyst at Acme" */
  label: string;
}

interface Props {
  premium: boolean;
  letter: WorkingLetter;
  boardJob: BoardJob | null;
  /** The editor holds a body the draft would replace. */
  replacing: boolean;
  /** The draft, and the posting it was drafted from when one was pasted. */
  onDrafted: (draft: CoverLetterDraft, pasted: string) => void;
}

/** The button and, once pressed, the dialog (or the Premium lock). */
export function DraftFromResume({ premium, ...rest }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={premium ? <IconSparkles size={16} /> : <IconLock size={16} />} onClick={() => setOpen(true)}>
        {T.draftFromResume}
      </Button>
      {open &&
        (premium ? (
          <DraftDialog {...rest} onClose={() => setOpen(false)} />
        ) : (
          <Modal opened onClose={() => setOpen(false)} title={T.draftFromResume} closeButtonProps={{ 'aria-label': 'Close' }}>
            <UpgradePrompt icon={IconLock} title={TOASTS.coverLetter.premiumDraft.title} text={TOASTS.coverLetter.premiumDraft.description!} testId="draft-locked" />
          </Modal>
        ))}
    </>
  );
}

function DraftDialog({ letter, boardJob, replacing, onDrafted, onClose }: Omit<Props, 'premium'> & { onClose: () => void }) {
  const applications = trpc.applications.list.useQuery();
  const resumes = trpc.resumes.list.useQuery();
  const draft = trpc.coverLetters.draft.useMutation();
  const [source, setSource] = useState<string>(
    letter.applicationId ? `application:${letter.applicationId}` : boardJob ? `job:${boardJob.id}` : PASTE,
  );
  const [pasted, setPasted] = useState({ jobTitle: letter.content.jobTitle, company: letter.content.recipient.company, description: letter.jobDescription });
  const [resumeId, setResumeId] = useState<string | null>(letter.resumeId);
  const [recipientName, setRecipientName] = useState(letter.content.recipient.name);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const sources = [
    ...(applications.data?.applications ?? []).map((a) => ({ value: `application:${a.id}`, label: `${a.jobTitle} at ${a.companyName} (tracked)` })),
    ...(boardJob ? [{ value: `job:${boardJob.id}`, label: `${boardJob.label} (job board)` }] : []),
    { value: PASTE, label: T.pasteJob },
  ];

  const submit = async () => {
    const [kind, id] = source.split(':') as ['application' | 'job', string] | ['paste'];
    const parsed = draftCoverLetterInput.safeParse({
      source: kind === PASTE ? { kind: 'description', ...pasted } : { kind, id },
      ...(resumeId ? { resumeId } : {}),
      ...(recipientName.trim() ? { recipientName } : {}),
    });
    if (!parsed.success) {
      // The pasted job's fields, and the recipient, under their inputs.
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path.at(-1)), issue.message])));
      return;
    }
    setErrors({});
    try {
      const answer = await draft.mutateAsync(parsed.data);
      onDrafted(answer, kind === PASTE ? pasted.description : '');
      notify(TOASTS.coverLetter.drafted);
      onClose();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      notifyError(err);
    }
  };

  return (
    <Modal opened onClose={onClose} title={T.draftDialogTitle} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Select label="Job" data={sources} value={source} allowDeselect={false} onChange={(value) => value && setSource(value)} />
        {source === PASTE && (
          <>
            <TextInput
              label="Job title"
              required
              maxLength={L.jobTitleMax}
              value={pasted.jobTitle}
              error={errors.jobTitle}
              onChange={(e) => setPasted({ ...pasted, jobTitle: e.currentTarget.value })}
            />
            <TextInput
              label="Company"
              required
              maxLength={L.companyMax}
              value={pasted.company}
              error={errors.company}
              onChange={(e) => setPasted({ ...pasted, company: e.currentTarget.value })}
            />
            <Textarea
              label="Job description"
              autosize
              minRows={4}
              maxRows={10}
              maxLength={L.jobDescriptionMax}
              value={pasted.description}
              error={errors.description}
              onChange={(e) => setPasted({ ...pasted, description: e.currentTarget.value })}
            />
          </>
        )}
        <Select
          label="Resume"
          placeholder="Your active resume"
          data={(resumes.data?.resumes ?? []).map((r) => ({ value: r.id, label: r.title }))}
          value={resumeId}
          clearable
          onChange={setResumeId}
        />
        <TextInput
          label="Recipient name (optional)"
          maxLength={L.recipientNameMax}
          value={recipientName}
          error={errors.recipientName}
          onChange={(e) => setRecipientName(e.currentTarget.value)}
        />
        {replacing && (
          <Text size="sm" c="dimmed">
            {T.draftReplaces}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button leftSection={<IconSparkles size={16} />} loading={draft.isPending} onClick={() => void submit()}>
            {T.draftSubmit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
