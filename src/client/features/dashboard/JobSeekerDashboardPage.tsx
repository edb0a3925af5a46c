import { Badge, Box, Button, Card, Grid, Group, List, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconBookmark,
  IconBriefcase,
  IconChartBar,
  IconClipboardCheck,
  IconCrown,
  IconFileText,
  IconMail,
  IconMessages,
  IconTarget,
} from '@tabler/icons-react';
import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '#shared/constants/applications.ts';
import { formatPrice, formatShortDate } from '#shared/format.ts';
import { isStaff } from '#shared/rules/premium.ts';
import type { ActivityItem, JobSeekerDashboard } from '#shared/schemas/dashboard.ts';
import { link } from '#shared/routes.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { MatchedJobList, OwnDashboard, StatTile } from './DashboardParts.tsx';

const UPGRADE_LABEL = `Upgrade Now - ${formatPrice(PLANS.premium_monthly.priceUsd)}/mo`;

const ACTIVITY_ICONS: Record<ActivityItem['kind'], typeof IconBookmark> = {
  saved: IconBookmark,
  application: IconBriefcase,
  assessment: IconClipboardCheck,
};

function StatTiles({ stats }: { stats: JobSeekerDashboard['stats'] }) {
  const byStatus = APPLICATION_STATUSES.filter((s) => stats.byStatus[s] > 0)
    .map((s) => `${stats.byStatus[s]} ${APPLICATION_STATUS_LABELS[s].toLowerCase()}`)
    .join(' · ');
  const icon = (Icon: typeof IconBookmark) => (
    <ThemeIcon variant="light" size="lg" radius="md">
      <Icon size={20} />
    </ThemeIcon>
  );
  // On a phone the five tiles are one row that scrolls sideways (a deliberate scroller, marked
  // data-scroll-x), so the first recommendation fits on the first screen (decision 042).
  return (
    <Box data-scroll-x role="region" aria-label="Your figures" tabIndex={0} style={{ overflowX: 'auto' }} pb={{ base: 4, xs: 0 }}>
      <SimpleGrid cols={{ base: 5, xs: 2, md: 5 }} miw={{ base: 760, xs: 0 }} spacing={{ base: 'xs', xs: 'md' }}>
        <StatTile label="Saved Jobs" value={stats.savedJobs} icon={icon(IconBookmark)} />
        <StatTile label="Applications" value={stats.applications} hint={byStatus || 'None yet'} icon={icon(IconBriefcase)} />
        <StatTile label="Interviews Scheduled" value={stats.interviewsScheduled} icon={icon(IconMessages)} />
        <StatTile label="Assessments Completed" value={stats.assessmentsCompleted} icon={icon(IconClipboardCheck)} />
        <StatTile
          label="Response Rate"
          value={stats.responseRate === null ? '—' : `${stats.responseRate}%`}
          hint="Applications past “Applied”"
          icon={icon(IconChartBar)}
        />
      </SimpleGrid>
    </Box>
  );
}

function ProfileCompletion({ completion }: { completion: JobSeekerDashboard['profileCompletion'] }) {
  return (
    <Card withBorder radius="md" aria-label="Profile Completion" component="section">
      <Title order={2} size="h4">
        Profile Completion
      </Title>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {completion.percent === 100 ? 'Your profile is complete.' : 'Complete your profile to get better matches.'}
        </Text>
        <Text fw={700}>{completion.percent}%</Text>
      </Group>
      <Progress value={completion.percent} mt="xs" aria-label={`Profile ${completion.percent}% complete`} />
      {completion.missing.length > 0 && (
        <>
          <Text size="sm" mt="sm" fw={500}>
            Missing:
          </Text>
          <List size="sm" aria-label="Missing profile items">
            {completion.missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </>
      )}
      <Button component={Link} href={link('/profile')} variant="light" mt="md" fullWidth>
        Complete Profile
      </Button>
    </Card>
  );
}

function RecentActivity({ items }: { items: ActivityItem[] }) {
  return (
    <Card withBorder radius="md" component="section" aria-label="Recent Activity">
      <Title order={2} size="h4" mb="sm">
        Recent Activity
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing yet: save a job, track an application or take the career assessment.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => {
            const Icon = ACTIVITY_ICONS[item.kind];
            return (
              <Group key={item.id} component="li" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="xl" size="md">
                  <Icon size={16} />
                </ThemeIcon>
                <div>
                  <Text size="sm" fw={500}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[item.detail, formatShortDate(item.at)].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

function PremiumActions() {
  return (
    <Card withBorder radius="md" component="section" aria-label="Premium Actions">
      <Group gap="xs" mb="sm">
        <IconCrown size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Title order={2} size="h4">
          Premium Actions
        </Title>
      </Group>
      <Stack gap="xs">
        <Button component={Link} href={link('/features/resume-builder')} variant="light" leftSection={<IconFileText size={16} />} justify="flex-start">
          AI Resume Optimization
        </Button>
        <Button component={Link} href={link('/features/cover-letters')} variant="light" leftSection={<IconMail size={16} />} justify="flex-start">
          AI Cover Letters
        </Button>
        <Button component={Link} href={link('/applications')} variant="light" leftSection={<IconBriefcase size={16} />} justify="flex-start">
          Unlimited Application Tracking
        </Button>
        <Button component={Link} href={link('/features/assessment')} variant="light" leftSection={<IconTarget size={16} />} justify="flex-start">
          Full Career Assessment
        </Button>
        <Button component={Link} href={link('/jobs?alerts=1')} variant="light" leftSection={<IconBell size={16} />} justify="flex-start">
          Premium Job Alerts
        </Button>
      </Stack>
    </Card>
  );
}

function UpgradeCard() {
  return (
    <Card withBorder radius="md" component="section" aria-label="Upgrade to Premium" bg="var(--mantine-color-indigo-light)">
      <Group gap="xs">
        <IconCrown size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Title order={2} size="h4">
          Go Premium
        </Title>
      </Group>
      <Text size="sm" mt="xs">
        Unlimited job results and tracking, AI resume optimization, interview coaching and the full assessment report.
      </Text>
      <Button component={Link} href={link('/pricing')} mt="md" fullWidth>
        {UPGRADE_LABEL}
      </Button>
    </Card>
  );
}

function Dashboard({ data }: { data: JobSeekerDashboard }) {
  // Staff are not offered Premium (decision 040).
  const { user } = useSession();
  const offerPremium = !data.isPremium && !isStaff(user?.role ?? 'user');
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeading
        title={`Welcome back, ${data.firstName}!`}
        subtitle="Here’s how your job search is going."
        badge={
          data.isPremium && (
            <Badge color="yellow" size="lg" leftSection={<IconCrown size={14} />} aria-label="Premium member">
              Premium
            </Badge>
          )
        }
        actions={
          <>
            {offerPremium && (
              <Button component={Link} href={link('/pricing')} leftSection={<IconCrown size={16} />}>
                Upgrade to Premium
              </Button>
            )}
            <Button component={Link} href={link('/features/resume-builder')} variant="default" leftSection={<IconFileText size={16} />}>
              Update Resume
            </Button>
          </>
        }
      />

      <StatTiles stats={data.stats} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" component="section" aria-label="Recommended Jobs">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  Recommended Jobs
                </Title>
                <Button component={Link} href={link('/features/matching')} variant="subtle" size="xs">
                  All matches
                </Button>
              </Group>
              <MatchedJobList jobs={data.recommendedJobs} empty="No open jobs match your preferences right now." />
            </Card>
            <RecentActivity items={data.recentActivity} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ProfileCompletion completion={data.profileCompletion} />
            {data.isPremium ? <PremiumActions /> : offerPremium && <UpgradeCard />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function JobSeekerDashboard() {
  const query = trpc.dashboard.jobSeeker.useQuery();
  return <QueryState query={query}>{(data) => <Dashboard data={data} />}</QueryState>;
}

/** /dashboard and /dashboard/job-seeker: the signed-in job seeker's own figures. */
export default function JobSeekerDashboardPage() {
  return (
    <OwnDashboard userType="job-seeker">
      <JobSeekerDashboard />
    </OwnDashboard>
  );
}
