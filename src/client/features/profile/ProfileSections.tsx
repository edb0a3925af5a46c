// The profile page's sections under the header: stat tiles, skills, achievements, recent activity
// and work experience. Each says plainly when there is nothing to show yet, and what to do.
import { Anchor, Badge, Card, Group, List, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconBookmark, IconBriefcase, IconClipboardCheck, IconMessage, IconSend, type Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ACHIEVEMENTS, ACTIVITY_LABELS, type ActivityKind } from '#shared/constants/profile.ts';
import { formatShortDate } from '#shared/format.ts';
import type { ProfilePage } from '#shared/schemas/profile.ts';
import { link, type Href } from '#shared/routes.ts';

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

const STATS: { key: keyof ProfilePage['stats']; label: string; href: Href }[] = [
  { key: 'applications', label: 'Applications', href: link('/applications') },
  { key: 'interviews', label: 'Interviews', href: link('/applications') },
  { key: 'offers', label: 'Offers', href: link('/applications') },
  { key: 'savedJobs', label: 'Saved jobs', href: link('/saved-jobs') },
  { key: 'assessments', label: 'Assessments', href: link('/features/assessment') },
];

export function StatTiles({ stats }: { stats: ProfilePage['stats'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Your numbers">
      {STATS.map(({ key, label, href }) => (
        <Card key={key} withBorder radius="md" padding="md" component="li">
          <Anchor component={Link} href={href} c="dimmed" size="sm" underline="hover">
            {label}
          </Anchor>
          <Text fw={700} fz={28} data-testid={`stat-${key}`}>
            {stats[key]}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The sentence a section shows when the active resume is missing. */
export function NoResume({ id }: { id?: string }) {
  return (
    <Text c="dimmed" id={id}>
      You have no active resume yet.{' '}
      <Anchor component={Link} href={link('/features/resume-builder')} underline="always">
        Build one in the resume builder
      </Anchor>{' '}
      to show your skills and experience here.
    </Text>
  );
}

export function Skills({ resume }: { resume: ProfilePage['resume'] }) {
  if (!resume) return <NoResume />;
  if (resume.skills.length === 0) return <Text c="dimmed">Your active resume lists no skills yet. Add them in the resume builder.</Text>;
  const roles = resume.experience.length;
  const most = Math.max(1, ...resume.skills.map((s) => s.mentions));
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {resume.skills.map((skill) => (
        <li key={skill.name}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {skill.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {roles === 0 ? 'no roles yet' : `in ${skill.mentions} of ${roles} ${roles === 1 ? 'role' : 'roles'}`}
            </Text>
          </Group>
          <Progress value={(skill.mentions / most) * 100} size="sm" mt={4} aria-hidden />
        </li>
      ))}
    </Stack>
  );
}

export function Achievements({ achievements }: { achievements: ProfilePage['achievements'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {achievements.map(({ id, earned, earnedAt }) => (
        <Card key={id} component="li" withBorder radius="md" padding="sm" data-testid={`achievement-${id}`} data-earned={earned}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant={earned ? 'filled' : 'light'} color={earned ? 'yellow' : 'gray'} radius="xl" aria-hidden>
              <IconAward size={18} />
            </ThemeIcon>
            <div>
              <Text size="sm" fw={600}>
                {ACHIEVEMENTS[id].title}
              </Text>
              <Text size="xs" c="dimmed">
                {ACHIEVEMENTS[id].description}
              </Text>
              <Badge size="xs" mt={4} variant="light" color={earned ? 'teal' : 'gray'}>
                {earned ? (earnedAt ? `Earned ${formatShortDate(earnedAt)}` : 'Earned') : 'Not yet'}
              </Badge>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const ACTIVITY_ICONS: Record<ActivityKind, Icon> = {
  application: IconSend,
  'saved-job': IconBookmark,
  'forum-post': IconMessage,
  assessment: IconClipboardCheck,
};

export function RecentActivity({ activity }: { activity: ProfilePage['activity'] }) {
  if (activity.length === 0) {
    return (
      <Text c="dimmed">
        Nothing yet. Start by{' '}
        <Anchor component={Link} href={link('/jobs')} underline="always">
          browsing jobs
        </Anchor>{' '}
        or tracking an application.
      </Text>
    );
  }
  return (
    <List spacing="sm" listStyleType="none" data-testid="recent-activity">
      {activity.map((item, index) => {
        const ItemIcon = ACTIVITY_ICONS[item.kind];
        return (
          <List.Item
            key={index}
            icon={
              <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
                <ItemIcon size={14} />
              </ThemeIcon>
            }
          >
            <Text size="sm">
              {ACTIVITY_LABELS[item.kind]}: <Text span fw={500}>{item.title}</Text>
            </Text>
            <Text size="xs" c="dimmed">
              {formatShortDate(item.at)}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2020-03" as "Mar 2020"; empty stays empty. */
const month = (value: string) => (value ? `${MONTHS[Number(value.slice(5, 7)) - 1] ?? ''} ${value.slice(0, 4)}` : '');

export function WorkExperience({ resume }: { resume: ProfilePage['resume'] }) {
  if (!resume) return <NoResume />;
  if (resume.experience.length === 0) return <Text c="dimmed">Your active resume has no work experience yet. Add it in the resume builder.</Text>;
  return (
    <Stack gap="md">
      {resume.experience.map((entry) => {
        const dates = [month(entry.startDate), entry.current ? 'Present' : month(entry.endDate)].filter(Boolean).join(' – ');
        return (
          <Group key={entry.id} gap="sm" align="flex-start" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
              <IconBriefcase size={18} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                {entry.position || 'Untitled role'}
              </Title>
              <Text size="sm">{[entry.company, entry.location].filter(Boolean).join(' · ')}</Text>
              {dates && (
                <Text size="xs" c="dimmed">
                  {dates}
                </Text>
              )}
              {entry.description && (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.description}
                </Text>
              )}
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
