import { List, NumberInput, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { OnboardingForm } from './onboarding-form.ts';

/** What the finished profile opens up, shown beside the last step. */
const UNLOCKED = [
  'Job matches based on your goals, experience and preferences',
  'A resume builder prefilled from your uploaded resume',
  'A career assessment with personalised suggestions',
  'Interview practice for the roles you want',
  'An application tracker and job alerts',
];

const money = { prefix: '$', thousandSeparator: ',', allowDecimal: false, allowNegative: false, min: 0 } as const;

/** Step 4: the salary range the user is after, and what comes next. */
export function SalaryStep({ form }: { form: OnboardingForm }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Minimum salary"
          description="Per year, in USD"
          placeholder="e.g. $50,000"
          {...money}
          {...form.getInputProps('targetSalaryMin')}
        />
        <NumberInput
          label="Target salary"
          description="Per year, in USD"
          placeholder="e.g. $70,000"
          {...money}
          {...form.getInputProps('targetSalaryMax')}
        />
      </SimpleGrid>
      <div>
        <Title order={3} size="h5" mb="xs">
          What you get after onboarding
        </Title>
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon color="green" size={20} radius="xl" variant="light">
              <IconCircleCheck size={14} />
            </ThemeIcon>
          }
        >
          {UNLOCKED.map((item) => (
            <List.Item key={item}>
              <Text size="sm">{item}</Text>
            </List.Item>
          ))}
        </List>
      </div>
    </Stack>
  );
}
