// The sections without entries: personal info, the summary and the skills.
import { Button, Group, Pill, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RESUME_LIMITS as L } from '#shared/constants/resumes.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { withSkill, type ResumeForm } from './resume-model.ts';

type Form = ResumeForm;

export function PersonalSection({ form }: { form: Form }) {
  const input = (field: keyof ResumeContent['personalInfo']) => form.getInputProps(`personalInfo.${field}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="First name" autoComplete="given-name" maxLength={L.nameMax} {...input('firstName')} />
      <TextInput label="Last name" autoComplete="family-name" maxLength={L.nameMax} {...input('lastName')} />
      <TextInput label="Email" type="email" autoComplete="email" maxLength={L.emailMax} {...input('email')} />
      <TextInput label="Phone" type="tel" autoComplete="tel" maxLength={L.phoneMax} {...input('phone')} />
      <TextInput label="Location" placeholder="City, State" maxLength={L.locationMax} {...input('location')} />
      <TextInput label="LinkedIn" placeholder="https://linkedin.com/in/you" maxLength={L.urlMax} {...input('linkedin')} />
      <TextInput label="Portfolio" placeholder="https://" maxLength={L.urlMax} {...input('portfolio')} />
    </SimpleGrid>
  );
}

export function SummarySection({ form }: { form: Form }) {
  return (
    <Stack gap={4}>
      <Textarea
        label="Professional summary"
        description="Two to four sentences: who you are, what you are good at, and what you want next."
        autosize
        minRows={6}
        maxLength={L.summaryMax}
        {...form.getInputProps('professionalSummary')}
      />
      <Text size="xs" c="dimmed" ta="right">
        {form.values.professionalSummary.length}/{L.summaryMax} characters
      </Text>
    </Stack>
  );
}

export function SkillsSection({ form }: { form: Form }) {
  const [draft, setDraft] = useState('');
  const skills = form.values.skills;
  const add = () => {
    const next = withSkill(skills, draft);
    // A blank or a skill already listed (in any case) is ignored, as the spec asks; the box clears either way.
    if (next) form.setFieldValue('skills', next);
    setDraft('');
  };
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Add a skill"
          placeholder="e.g. SQL, Customer service, Figma"
          maxLength={L.skillMax}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={add} disabled={skills.length >= L.skillsMax}>
          Add Skill
        </Button>
      </Group>
      {form.errors.skills && (
        <Text c="red" size="sm">
          {form.errors.skills}
        </Text>
      )}
      {skills.length === 0 ? (
        <Text c="dimmed" size="sm">
          No skills yet. Add the tools, methods and strengths a recruiter would search for.
        </Text>
      ) : (
        <Group gap="xs" aria-label="Your skills" role="list">
          {skills.map((skill) => (
            <Pill
              key={skill}
              size="lg"
              withRemoveButton
              role="listitem"
              removeButtonProps={{ 'aria-label': `Remove skill ${skill}` }}
              onRemove={() => form.setFieldValue('skills', skills.filter((s) => s !== skill))}
            >
              {skill}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
