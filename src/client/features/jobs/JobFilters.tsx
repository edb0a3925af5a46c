import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { EXPERIENCE_LEVELS, type ExperienceLevel } from '#shared/constants.ts';
import { JOB_WORK_TYPES, type JobWorkType } from '#shared/constants/jobs.ts';
import { formatSalary } from '#shared/format.ts';
import { activeFilterCount, type JobSearchParams } from './search-params.ts';
import { experienceLabel, workTypeLabel } from './job-display.ts';

/** Salary floors offered; a shared link may carry any other whole number, which is shown too. */
const SALARY_STEPS = [40_000, 60_000, 80_000, 100_000, 120_000, 150_000, 200_000];

const ANY = 'any';

function salaryOptions(current: number | null) {
  const steps = current && !SALARY_STEPS.includes(current) ? [...SALARY_STEPS, current].sort((a, b) => a - b) : SALARY_STEPS;
  return [{ value: ANY, label: 'Any salary' }, ...steps.map((n) => ({ value: String(n), label: formatSalary(n, null, 'USD') }))];
}

type Filters = Pick<JobSearchParams, 'workTypes' | 'experienceLevels' | 'minSalary'>;

/** The panel the Filters button opens: work type, experience level and minimum salary. */
export function JobFilters({ value, onChange }: { value: Filters; onChange: (next: Partial<Filters>) => void }) {
  const workTypes = new Set<string>(JOB_WORK_TYPES);
  const levels = new Set<string>(EXPERIENCE_LEVELS);
  return (
    <Paper withBorder radius="md" p="md" id="job-filters">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Checkbox.Group
            label="Work type"
            value={value.workTypes}
            onChange={(next) => onChange({ workTypes: next.filter((v): v is JobWorkType => workTypes.has(v)) })}
          >
            <Stack gap={6} mt="xs">
              {JOB_WORK_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={workTypeLabel(type)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group
            label="Experience level"
            value={value.experienceLevels}
            onChange={(next) => onChange({ experienceLevels: next.filter((v): v is ExperienceLevel => levels.has(v)) })}
          >
            <Stack gap={6} mt="xs">
              {EXPERIENCE_LEVELS.map((level) => (
                <Checkbox key={level} value={level} label={experienceLabel(level)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label="Minimum salary"
            data={salaryOptions(value.minSalary)}
            value={value.minSalary ? String(value.minSalary) : ANY}
            onChange={(next) => onChange({ minSalary: next && next !== ANY ? Number(next) : null })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            disabled={activeFilterCount({ q: '', location: '', sort: 'newest', ...value }) === 0}
            onClick={() => onChange({ workTypes: [], experienceLevels: [], minSalary: null })}
          >
            Clear filters
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
