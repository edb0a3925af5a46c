import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../components/PageHeading.tsx';

export interface DocumentSection {
  title: string;
  body: ReactNode;
}

interface DocumentPageProps {
  title: string;
  subtitle: ReactNode;
  sections: DocumentSection[];
}

const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The legal and company pages: a heading, then titled sections in a readable column. */
export function DocumentPage({ title, subtitle, sections }: DocumentPageProps) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <PageHeading title={title} subtitle={subtitle} />
        {sections.map((section) => (
          <Stack key={section.title} gap="xs" component="section" aria-labelledby={sectionId(section.title)}>
            <Title order={2} size="h3" id={sectionId(section.title)}>
              {section.title}
            </Title>
            {section.body}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
