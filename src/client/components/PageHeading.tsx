import { Container, Text, Title } from '@mantine/core';

/** A screen's heading; screens whose feature has not landed yet show only this. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      {subtitle && (
        <Text c="dimmed" mt="xs">
          {subtitle}
        </Text>
      )}
    </Container>
  );
}

export const headingPage = (title: string, subtitle?: string) =>
  function HeadingOnlyPage() {
    return <PageHeading title={title} {...(subtitle ? { subtitle } : {})} />;
  };
