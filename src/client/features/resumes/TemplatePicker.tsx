import { Group, Select, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { RESUME_TEMPLATES, type ResumeTemplateId } from '#shared/constants/resumes.ts';

/** The template menu: premium templates are listed for everyone and chosen only by premium members. */
export function TemplatePicker({ value, premium, onChange }: { value: ResumeTemplateId; premium: boolean; onChange: (id: ResumeTemplateId) => void }) {
  const data = RESUME_TEMPLATES.map((t) => ({
    value: t.id,
    label: t.premium && !premium ? `${t.name} (Premium)` : t.name,
    disabled: t.premium && !premium,
  }));
  return (
    <Select
      label="Template"
      data={data}
      value={value}
      allowDeselect={false}
      w={240}
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          {option.disabled && <IconLock size={14} aria-hidden />}
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      onChange={(id) => id && onChange(id as ResumeTemplateId)}
    />
  );
}
