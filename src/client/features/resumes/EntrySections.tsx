// The sections made of entries: experience, projects, education, leadership, volunteering,
// certifications, awards and languages. One component draws them all from the section's form in
// RESUME_ENTRY_FORMS (its words and fields): each entry a group of fields with its own remove
// button; the add button appends a blank one and the fields follow.
import { ActionIcon, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { RESUME_ENTRY_FORMS, RESUME_ENTRY_MAX, RESUME_LIMITS as L, type ResumeEntrySection } from '#shared/constants/resumes.ts';
import { blankEntry, type ResumeForm } from './resume-model.ts';

type Form = ResumeForm;

/** A month field: the browser's month picker where it has one, `YYYY-MM` typed where it has not. */
function MonthInput({ form, path, label, disabled }: { form: Form; path: string; label: string; disabled?: boolean }) {
  return <TextInput type="month" label={label} placeholder="YYYY-MM" disabled={disabled} {...form.getInputProps(path)} />;
}

function EntryFields({ form, section, index }: { form: Form; section: ResumeEntrySection; index: number }) {
  const { fields, columns, current, description } = RESUME_ENTRY_FORMS[section];
  const path = `${section}.${index}`;
  // Only experience, volunteering and leadership can be ongoing; they are the entries with `current`.
  const ongoing = current !== undefined && (form.values[section][index] as { current?: boolean }).current === true;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: columns }}>
        {fields.map((field) =>
          field.kind === 'month' ? (
            <MonthInput key={field.key} form={form} path={`${path}.${field.key}`} label={field.label} disabled={field.key === 'endDate' && ongoing} />
          ) : (
            <TextInput key={field.key} label={field.label} placeholder={field.placeholder} maxLength={field.max} {...form.getInputProps(`${path}.${field.key}`)} />
          ),
        )}
      </SimpleGrid>
      {current !== undefined && (
        <Checkbox
          label={current}
          checked={ongoing}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            form.setFieldValue(`${path}.current`, checked);
            // An ongoing entry has no end date; the schema refuses one.
            if (checked) form.setFieldValue(`${path}.endDate`, '');
          }}
        />
      )}
      {description !== undefined && (
        <Textarea label="Description" description={description} autosize minRows={section === 'awards' ? 2 : 4} maxLength={L.descriptionMax} {...form.getInputProps(`${path}.description`)} />
      )}
    </Stack>
  );
}

export function EntrySection({ form, section }: { form: Form; section: ResumeEntrySection }) {
  const { noun, empty } = RESUME_ENTRY_FORMS[section];
  const entries: readonly { id: string }[] = form.values[section];
  return (
    <Stack gap="md">
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {entries.map((entry, index) => (
        <Card key={entry.id} withBorder radius="md" padding="md" role="group" aria-label={`${noun} ${index + 1}`}>
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h5">
              {noun} {index + 1}
            </Title>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`} onClick={() => form.removeListItem(section, index)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <EntryFields form={form} section={section} index={index} />
        </Card>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem(section, blankEntry(section))} disabled={entries.length >= RESUME_ENTRY_MAX[section]}>
          Add {noun}
        </Button>
      </Group>
    </Stack>
  );
}
