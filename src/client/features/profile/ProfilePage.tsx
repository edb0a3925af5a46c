// /profile: the signed-in user's own page, computed on the server from their data (profile.get):
// header with photo and Change Photo, Edit Profile (the Settings tab), Export Resume (the active
// resume's PDF), stat tiles, skills, achievements, recent activity and work experience.
import { Button, Card, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconMapPin, IconPencil } from '@tabler/icons-react';
import { Link } from 'wouter';
import { resumePdfPath } from '#shared/constants/resumes.ts';
import { formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { ProfilePage as ProfileData } from '#shared/schemas/profile.ts';
import { link } from '#shared/routes.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { ChangePhoto } from './ChangePhoto.tsx';
import { MemberAvatar, PremiumBadge } from './MemberAvatar.tsx';
import { Achievements, RecentActivity, Section, Skills, StatTiles, WorkExperience } from './ProfileSections.tsx';

const NO_RESUME_REASON_ID = 'export-resume-reason';

function Actions({ resume }: { resume: ProfileData['resume'] }) {
  return (
    <>
      <Button component={Link} href={link('/settings?tab=profile')} variant="default" leftSection={<IconPencil size={16} />}>
        Edit Profile
      </Button>
      {resume ? (
        <Button component="a" href={resumePdfPath(resume.id, resume.template)} download leftSection={<IconDownload size={16} />}>
          Export Resume
        </Button>
      ) : (
        <Button disabled leftSection={<IconDownload size={16} />} aria-describedby={NO_RESUME_REASON_ID}>
          Export Resume
        </Button>
      )}
    </>
  );
}

function Header({ header }: { header: ProfileData['header'] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="lg" align="center" wrap="wrap">
        <MemberAvatar name={header.name} photoUrl={header.photoUrl} size={96} />
        <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs">
            <Title order={2} size="h3" data-testid="profile-name">
              {header.name || 'Your name'}
            </Title>
            {header.isPremium && <PremiumBadge />}
          </Group>
          <Text c={header.headline ? undefined : 'dimmed'}>{header.headline || 'Add a headline in Edit Profile'}</Text>
          <Group gap="md" c="dimmed">
            {header.location && (
              <Group gap={4}>
                <IconMapPin size={14} aria-hidden />
                <Text size="sm">{header.location}</Text>
              </Group>
            )}
            <Text size="sm">Member since {formatShortDate(header.memberSince)}</Text>
          </Group>
          <ChangePhoto hasPhoto={header.photoUrl !== null} />
        </Stack>
      </Group>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" aria-busy aria-label="Loading your profile">
      <Skeleton h={140} radius="md" />
      <Group grow>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={80} radius="md" />
        ))}
      </Group>
      <Skeleton h={220} radius="md" />
    </Stack>
  );
}

export default function ProfilePage() {
  const profile = trpc.profile.get.useQuery();
  const data = profile.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title="My Profile" subtitle="Your career at a glance, from your own data." actions={data && <Actions resume={data.resume} />} />
        {data && !data.resume && (
          <Text size="sm" c="dimmed" id={NO_RESUME_REASON_ID}>
            Export Resume needs an active resume: save one in the resume builder first.
          </Text>
        )}
        <QueryState query={profile} loading={<ProfileSkeleton />} error={{ message: TOASTS.profile.loadFailed }} keepData="quiet">
          {(data) => (
            <>
              <Header header={data.header} />
              <StatTiles stats={data.stats} />
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Section title="Skills">
                    <Skills resume={data.resume} />
                  </Section>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Section title="Recent activity">
                    <RecentActivity activity={data.activity} />
                  </Section>
                </Grid.Col>
              </Grid>
              <Section title="Achievements">
                <Achievements achievements={data.achievements} />
              </Section>
              <Section title="Work experience">
                <WorkExperience resume={data.resume} />
              </Section>
            </>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
