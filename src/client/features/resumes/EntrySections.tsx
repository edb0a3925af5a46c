// The sections made of entries: experience, education and certifications. Each entry is a group of
// fields with its own remove button; the add button appends a blank one and the fields follow.
import { ActionIcon, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RESUME_LIMITS as L } from '#shared/constants/resumes.ts';
import { blankCertification, blankEducation, blankExperience, type ResumeForm } from './resume-model.ts';

type Form = ResumeForm;
type ListField = 'experience' | 'education' | 'certifications';

const NEW_ENTRY = { experience: blankExperience, education: blankEducation, certifications: blankCertification };

/** A month field: the browser's month picker where it has one, `YYYY-MM` typed where it has not. */
export function MonthInput({ form, path, label, disabled }: { form: Form; path: string; label: string; disabled?: boolean }) {
  return <TextInput type="month" label={label} placeholder="YYYY-MM" disabled={disabled} {...form.getInputProps(path)} />;
}

function EntryList({
  form,
  field,
  noun,
  max,
  emptyText,
  renderEntry,
}: {
  form: Form;
  field: ListField;
  /** "Experience", "Education", "Certification": the add button and each entry's name. */
  noun: string;
  max: number;
  emptyText: string;
  renderEntry: (index: number) => ReactNode;
}) {
  const entries = form.values[field];
  const add = () => form.insertListItem(field, NEW_ENTRY[field]());
  return (
    <Stack gap="md">
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      )}
      {entries.map((entry, index) => (
        <Card key={entry.id} withBorder radius="md" padding="md" role="group" aria-label={`${noun} ${index + 1}`}>
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h5">
              {noun} {index + 1}
            </Title>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`} onClick={() => form.removeListItem(field, index)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          {renderEntry(index)}
        </Card>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={entries.length >= max}>
          Add {noun}
        </Button>
      </Group>
    </Stack>
  );
}

export function ExperienceSection({ form }: { form: Form }) {
  return (
    <EntryList
      form={form}
      field="experience"
      noun="Experience"
      max={L.experienceMax}
      emptyText="Add your jobs, internships and volunteer roles, most recent first."
      renderEntry={(i) => {
        const entry = form.values.experience[i]!;
        return (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Job title" maxLength={L.positionMax} {...form.getInputProps(`experience.${i}.position`)} />
              <TextInput label="Company" maxLength={L.companyMax} {...form.getInputProps(`experience.${i}.company`)} />
              <TextInput label="Location" maxLength={L.locationMax} {...form.getInputProps(`experience.${i}.location`)} />
              <div />
              <MonthInput form={form} path={`experience.${i}.startDate`} label="Start month" />
              <MonthInput form={form} path={`experience.${i}.endDate`} label="End month" disabled={entry.current} />
            </SimpleGrid>
            <Checkbox
              label="I currently work here"
              checked={entry.current}
              onChange={(event) => {
                const current = event.currentTarget.checked;
                form.setFieldValue(`experience.${i}.current`, current);
                // A current position has no end date; the schema refuses one.
                if (current) form.setFieldValue(`experience.${i}.endDate`, '');
              }}
            />
            <Textarea
              label="Description"
              description="One achievement per line; start each with a verb and a number where you can."
              autosize
              minRows={4}
              maxLength={L.descriptionMax}
              {...form.getInputProps(`experience.${i}.description`)}
            />
          </Stack>
        );
      }}
    />
  );
}

export function EducationSection({ form }: { form: Form }) {
  return (
    <EntryList
      form={form}
      field="education"
      noun="Education"
      max={L.educationMax}
      emptyText="Add your degrees, diplomas and courses."
      renderEntry={(i) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Institution" maxLength={L.institutionMax} {...form.getInputProps(`education.${i}.institution`)} />
          <TextInput label="Degree" maxLength={L.degreeMax} {...form.getInputProps(`education.${i}.degree`)} />
          <TextInput label="Field of study" maxLength={L.fieldMax} {...form.getInputProps(`education.${i}.field`)} />
          <MonthInput form={form} path={`education.${i}.graduationDate`} label="Graduation month" />
          <TextInput label="GPA" maxLength={L.gpaMax} {...form.getInputProps(`education.${i}.gpa`)} />
        </SimpleGrid>
      )}
    />
  );
}

export function CertificationsSection({ form }: { form: Form }) {
  return (
    <EntryList
      form={form}
      field="certifications"
      noun="Certification"
      max={L.certificationsMax}
      emptyText="Add licences and certificates, with who issued them."
      renderEntry={(i) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Certification name" maxLength={L.certificationNameMax} {...form.getInputProps(`certifications.${i}.name`)} />
          <TextInput label="Issuer" maxLength={L.issuerMax} {...form.getInputProps(`certifications.${i}.issuer`)} />
          <MonthInput form={form} path={`certifications.${i}.date`} label="Date earned" />
        </SimpleGrid>
      )}
    />
  );
}
