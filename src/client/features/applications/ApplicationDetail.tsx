// An application's detail view (a drawer over the tracker): its details and job link, the cover
// letters sent with it, interviews (each downloadable as an .ics calendar event), contacts, and the
// timeline of every change, where an update applied from the member's e-mail can be undone.
import { ActionIcon, Anchor, Badge, Button, Drawer, Group, Loader, NumberInput, Paper, Stack, Text, TextInput, Textarea, Timeline, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendarDown, IconEdit, IconExternalLink, IconMail, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  APPLICATION_EVENT_LABELS,
  APPLICATION_FIELD_LABELS,
  APPLICATION_LIMITS,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  interviewIcsPath,
} from '#shared/constants/applications.ts';
import { WRITE_COVER_LETTER } from '#shared/constants.ts';
import { INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { formatAppointment, formatSalary, formatShortDate } from '#shared/format.ts';
import { coverLetterPath } from '#shared/routes.ts';
import { TOASTS } from '#shared/toasts.ts';
import {
  addContactInput,
  addInterviewInput,
  type ApplicationEventItem,
  type ApplicationItem,
  type ContactItem,
  type InterviewItem,
} from '#shared/schemas/applications.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { fieldErrorsOf, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { UndoEmailUpdate } from '../inbound-mail/index.ts';
import { AlsoOnBoard } from '../job-capture/index.ts';
import { FormDialog } from './ApplicationDialogs.tsx';
import { APPLICATION_STATUS_COLORS } from './status-colors.ts';

const L = APPLICATION_LIMITS;

/** Edit and Remove for an interview or a contact, labelled with what they act on. */
function ItemActions({ name, onEdit, onRemove }: { name: string; onEdit: () => void; onRemove: () => void }) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
        <IconEdit size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

export function ApplicationDetail({ id, onClose, onEdit }: { id: string; onClose: () => void; onEdit: (app: ApplicationItem) => void }) {
  const detail = trpc.applications.detail.useQuery({ id });
  const utils = trpc.useUtils();
  const removeInterview = trpc.applications.removeInterview.useMutation();
  const removeContact = trpc.applications.removeContact.useMutation();
  const [interview, setInterview] = useState<InterviewItem | 'new' | null>(null);
  const [contact, setContact] = useState<ContactItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<{ kind: 'interview' | 'contact'; id: string; name: string } | null>(null);
  const refresh = () => {
    void utils.applications.detail.invalidate({ id });
    void utils.applications.list.invalidate();
  };
  const app = detail.data?.application;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      if (removing.kind === 'interview') await removeInterview.mutateAsync({ id: removing.id });
      else await removeContact.mutateAsync({ id: removing.id });
      refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={app ? `${app.jobTitle} at ${app.companyName}` : 'Application'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <QueryState
        query={detail}
        loading={<Loader aria-label="Loading application" />}
        error={{ message: TOASTS.applications.loadFailed }}
        keepData="above"
      >
        {({ application: app, ...data }) => (
          <Stack gap="lg" data-testid="application-detail">
            <Stack gap={4}>
              <Group gap="xs">
                <Badge color={APPLICATION_STATUS_COLORS[app.status]} variant="light">
                  {APPLICATION_STATUS_LABELS[app.status]}
                </Badge>
                <Text size="sm" c="dimmed">
                  Applied {formatShortDate(app.appliedDate)}
                </Text>
              </Group>
              {app.location && <Text size="sm">{app.location}</Text>}
              <Text size="sm">{formatSalary(app.salaryMin, app.salaryMax, app.salaryCurrency)}</Text>
              {app.jobUrl && (
                <Anchor href={app.jobUrl} target="_blank" rel="noopener noreferrer nofollow" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconExternalLink size={14} aria-hidden /> View job posting
                  </Group>
                </Anchor>
              )}
              {app.jobOnBoard && app.jobId && <AlsoOnBoard jobId={app.jobId} />}
              {app.resumeTitle && <Text size="sm">Resume sent: {app.resumeTitle}</Text>}
              {app.notes && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {app.notes}
                </Text>
              )}
              <Group gap="xs">
                <Button variant="light" size="xs" leftSection={<IconEdit size={14} />} onClick={() => onEdit(app)}>
                  Edit details
                </Button>
                <Button component={Link} href={coverLetterPath({ applicationId: app.id })} variant="light" size="xs" leftSection={<IconMail size={14} />}>
                  {WRITE_COVER_LETTER}
                </Button>
              </Group>
            </Stack>

            <Stack gap="xs" data-testid="application-cover-letters">
              <Title order={3} size="h5">
                Cover letters
              </Title>
              {data.coverLetters.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No cover letter sent with it yet.
                </Text>
              ) : (
                data.coverLetters.map((letter) => (
                  <Group key={letter.id} gap="xs" wrap="nowrap">
                    <IconMail size={14} aria-hidden style={{ flexShrink: 0 }} />
                    <Anchor component={Link} href={coverLetterPath({ id: letter.id })} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {letter.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      Updated {formatShortDate(letter.updatedAt)}
                    </Text>
                  </Group>
                ))
              )}
            </Stack>

            <Section
              title="Interviews"
              count={data.interviews.length}
              max={L.interviewsMax}
              addLabel="Add interview"
              onAdd={() => setInterview('new')}
              empty="No interviews yet."
            >
              {data.interviews.map((i) => (
                <Paper key={i.id} withBorder p="sm" radius="sm" data-testid="interview">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {i.title}
                      </Text>
                      <Text size="sm">
                        {formatAppointment(i.startsAt)} · {i.durationMinutes} min
                      </Text>
                      {i.location && (
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {i.location}
                        </Text>
                      )}
                      {i.notes && (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                          {i.notes}
                        </Text>
                      )}
                      <Anchor href={interviewIcsPath(i.id)} download size="sm">
                        <Group gap={4} wrap="nowrap" component="span">
                          <IconCalendarDown size={14} aria-hidden /> Add to calendar (.ics)
                        </Group>
                      </Anchor>
                    </Stack>
                    <ItemActions name={`interview ${i.title}`} onEdit={() => setInterview(i)} onRemove={() => setRemoving({ kind: 'interview', id: i.id, name: i.title })} />
                  </Group>
                </Paper>
              ))}
            </Section>

            <Section title="Contacts" count={data.contacts.length} max={L.contactsMax} addLabel="Add contact" onAdd={() => setContact('new')} empty="No contacts yet.">
              {data.contacts.map((c) => (
                <Paper key={c.id} withBorder p="sm" radius="sm" data-testid="contact">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {c.name}
                        {c.role && (
                          <Text span c="dimmed" fw={400}>
                            {' '}
                            · {c.role}
                          </Text>
                        )}
                      </Text>
                      {c.email && (
                        <Anchor href={`mailto:${c.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {c.email}
                        </Anchor>
                      )}
                      {c.notes && (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                          {c.notes}
                        </Text>
                      )}
                    </Stack>
                    <ItemActions name={`contact ${c.name}`} onEdit={() => setContact(c)} onRemove={() => setRemoving({ kind: 'contact', id: c.id, name: c.name })} />
                  </Group>
                </Paper>
              ))}
            </Section>

            <Stack gap="sm">
              <Title order={3} size="h5">
                Timeline
              </Title>
              <Timeline bulletSize={14} lineWidth={2} data-testid="application-timeline">
                {data.events.map((event, index) => (
                  <Timeline.Item key={event.id} title={APPLICATION_EVENT_LABELS[event.action]}>
                    <Text size="xs" c="dimmed">
                      {dayjs(event.createdAt).format('MMM D, YYYY h:mm A')}
                    </Text>
                    <EventChanges event={event} />
                    {/* Undoable while it is the newest event and changed an application it did not create (the server's rule too). */}
                    {index === 0 && event.action === 'email_update' && event.changes?.status?.[0] != null && (
                      <UndoEmailUpdate eventId={event.id} onDone={refresh} />
                    )}
                  </Timeline.Item>
                ))}
              </Timeline>
            </Stack>
          </Stack>
        )}
      </QueryState>
      {interview && <InterviewDialog applicationId={id} interview={interview === 'new' ? null : interview} onClose={() => setInterview(null)} onSaved={refresh} />}
      {contact && <ContactDialog applicationId={id} contact={contact === 'new' ? null : contact} onClose={() => setContact(null)} onSaved={refresh} />}
      <ConfirmDialog
        opened={removing !== null}
        title={removing?.kind === 'interview' ? 'Remove interview?' : 'Remove contact?'}
        message={removing ? `${removing.name} will be removed from this application.` : ''}
        loading={removeInterview.isPending || removeContact.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </Drawer>
  );
}

function Section(props: { title: string; count: number; max: number; addLabel: string; onAdd: () => void; empty: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {props.title}
        </Title>
        <Button size="xs" variant="light" onClick={props.onAdd} disabled={props.count >= props.max}>
          {props.addLabel}
        </Button>
      </Group>
      {props.count === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        props.children
      )}
    </Stack>
  );
}

/** A field's value as the timeline shows it. */
function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') return APPLICATION_STATUS_LABELS[value as ApplicationStatus] ?? String(value);
  if (field === 'boardPosition') return `#${Number(value) + 1}`;
  if (field === 'startsAt') return dayjs(String(value)).format('MMM D, YYYY h:mm A');
  if (field === 'respondedAt') return formatShortDate(String(value));
  if (field === 'resumeId') return 'a resume';
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/**
 * One change as a line, "Status: Applied → Interviewing". An update from e-mail also names the
 * interview it added (an id means nothing to the reader) and the rule that decided it.
 */
function changeLine(field: string, before: unknown, after: unknown): string {
  if (field === 'interview') return after ? APPLICATION_EVENT_LABELS.interview_added : APPLICATION_EVENT_LABELS.interview_removed;
  if (field === 'rule') return INBOUND_TEXT.decidedBy(String(after ?? before));
  const label = APPLICATION_FIELD_LABELS[field as keyof typeof APPLICATION_FIELD_LABELS] ?? field;
  return `${label}: ${shownValue(field, before)} → ${shownValue(field, after)}`;
}

function EventChanges({ event }: { event: ApplicationEventItem }) {
  if (!event.changes) return null;
  return (
    <Stack gap={0} mt={2}>
      {Object.entries(event.changes).map(([field, [before, after]]) => (
        <Text size="sm" key={field} style={{ overflowWrap: 'anywhere' }}>
          {changeLine(field, before, after)}
        </Text>
      ))}
    </Stack>
  );
}

interface InterviewForm {
  title: string;
  startsAt: string;
  durationMinutes: number | string;
  location: string;
  notes: string;
}

/** The form's values as the procedure's input: the local date and time becomes a moment. */
const interviewInput = (applicationId: string, v: InterviewForm) => ({
  applicationId,
  title: v.title,
  startsAt: v.startsAt ? new Date(v.startsAt) : (undefined as unknown as Date),
  durationMinutes: Number(v.durationMinutes),
  location: v.location,
  notes: v.notes,
});

const interviewErrors = schemaResolver(addInterviewInput, { sync: true });
const contactErrors = schemaResolver(addContactInput, { sync: true });

function InterviewDialog({ applicationId, interview, onClose, onSaved }: { applicationId: string; interview: InterviewItem | null; onClose: () => void; onSaved: () => void }) {
  const add = trpc.applications.addInterview.useMutation();
  const update = trpc.applications.updateInterview.useMutation();
  const form = useForm<InterviewForm>({
    initialValues: {
      title: interview?.title ?? '',
      startsAt: interview ? dayjs(interview.startsAt).format('YYYY-MM-DDTHH:mm') : '',
      durationMinutes: interview?.durationMinutes ?? 60,
      location: interview?.location ?? '',
      notes: interview?.notes ?? '',
    },
    validate: (values) => interviewErrors(interviewInput(applicationId, values)),
  });
  const submit = form.onSubmit(async (values) => {
    const input = interviewInput(applicationId, values);
    try {
      if (interview) await update.mutateAsync({ ...input, id: interview.id });
      else await add.mutateAsync(input);
      onSaved();
      onClose();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err);
    }
  });
  return (
    <FormDialog
      title={interview ? 'Edit interview' : 'Add interview'}
      onClose={onClose}
      onSubmit={submit}
      pending={add.isPending || update.isPending}
      submitLabel={interview ? 'Save interview' : 'Add interview'}
    >
      <TextInput label="Title" placeholder="Phone screen" required maxLength={L.interviewTitleMax} {...form.getInputProps('title')} />
      <TextInput label="Date and time" type="datetime-local" required {...form.getInputProps('startsAt')} />
      <NumberInput label="Duration (minutes)" min={L.interviewMinutesMin} max={L.interviewMinutesMax} step={15} allowDecimal={false} {...form.getInputProps('durationMinutes')} />
      <TextInput label="Location or meeting link" maxLength={L.interviewLocationMax} {...form.getInputProps('location')} />
      <Textarea label="Notes" autosize minRows={2} maxLength={L.interviewNotesMax} {...form.getInputProps('notes')} />
    </FormDialog>
  );
}

interface ContactForm {
  name: string;
  role: string;
  email: string;
  notes: string;
}

function ContactDialog({ applicationId, contact, onClose, onSaved }: { applicationId: string; contact: ContactItem | null; onClose: () => void; onSaved: () => void }) {
  const add = trpc.applications.addContact.useMutation();
  const update = trpc.applications.updateContact.useMutation();
  const form = useForm<ContactForm>({
    initialValues: { name: contact?.name ?? '', role: contact?.role ?? '', email: contact?.email ?? '', notes: contact?.notes ?? '' },
    validate: (values) => contactErrors({ applicationId, ...values }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      if (contact) await update.mutateAsync({ id: contact.id, ...values });
      else await add.mutateAsync({ applicationId, ...values });
      onSaved();
      onClose();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err);
    }
  });
  return (
    <FormDialog
      title={contact ? 'Edit contact' : 'Add contact'}
      onClose={onClose}
      onSubmit={submit}
      pending={add.isPending || update.isPending}
      submitLabel={contact ? 'Save contact' : 'Add contact'}
    >
      <TextInput label="Name" required maxLength={L.contactNameMax} {...form.getInputProps('name')} />
      <TextInput label="Role" placeholder="Recruiter" maxLength={L.contactRoleMax} {...form.getInputProps('role')} />
      <TextInput label="E-mail" type="email" maxLength={L.contactEmailMax} {...form.getInputProps('email')} />
      <Textarea label="Notes" autosize minRows={2} maxLength={L.contactNotesMax} {...form.getInputProps('notes')} />
    </FormDialog>
  );
}
