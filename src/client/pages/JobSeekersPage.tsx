import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';
import { PageHeading } from '../components/PageHeading.tsx';
import { JOB_SEEKER_FEATURES } from './features.ts';
import { Bullets } from './links.tsx';
import { PLAN_LINES } from './plans.ts';

export default function JobSeekersPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageHeading
          centered
          title="For Job Seekers"
          subtitle={`Everything ${APP_NAME} offers students and early-career job seekers, from the first resume to the offer.`}
          actions={
            <Button component={Link} href={link('/signup')}>
              Get started free
            </Button>
          }
        />
        <section aria-labelledby="features-heading">
          <Title order={2} id="features-heading" mb="md">
            What you can do
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {JOB_SEEKER_FEATURES.map((feature) => (
              <Card key={feature.href} withBorder radius="md" padding="lg" component="article" aria-labelledby={`feature-${feature.href}`}>
                <Group gap="xs" mb={4}>
                  <Title order={3} size="h4" id={`feature-${feature.href}`}>
                    <Anchor component={Link} href={feature.href}>
                      {feature.title}
                    </Anchor>
                  </Title>
                  {feature.premium && (
                    <Badge variant="light" color="violet">
                      Premium
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{feature.line}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="plans-heading">
          <Title order={2} id="plans-heading" mb="md">
            Plans
          </Title>
          <Bullets items={[PLAN_LINES.free, PLAN_LINES.monthly, PLAN_LINES.annual]} />
          <Anchor component={Link} href={link('/pricing')} mt="md" display="inline-block" fw={600}>
            Compare plans on the pricing page
          </Anchor>
        </section>
      </Stack>
    </Container>
  );
}
