// The builder's landing: what it does, the six templates (premium ones locked for free members),
// the user's saved resumes, and the ways in: Start Building, Use Template, Import.
import { Anchor, Badge, Box, Button, Card, FileButton, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileDownload, IconLock, IconPlus, IconTarget, IconTemplate, IconUpload, IconWand } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { Link } from 'wouter';
import { RESUME_TEMPLATES, type ResumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { ResumeDraft } from '#shared/schemas/resumes.ts';
import { link } from '#shared/routes.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { trpc } from '../../trpc.ts';
import { checkImportFile, IMPORT_ACCEPT, isJsonResumeFile, uploadForImport } from './import-resume.ts';
import { ResumeList } from './ResumeList.tsx';
import { templateLayout } from './template-layout.ts';

/** What the builder does; `plan` marks what is free for every member and what is Premium. */
const FEATURES: { icon: typeof IconTarget; title: string; text: string; plan?: 'Free' | 'Premium' }[] = [
  { icon: IconTarget, title: 'Live ATS score', plan: 'Free', text: 'See how an applicant tracking system reads your resume for the job you want, point by point.' },
  { icon: IconWand, title: 'AI optimization', plan: 'Premium', text: 'Missing keywords, suggestions, a sharper summary and the skills to add, applied in one click.' },
  { icon: IconTemplate, title: 'Six templates', text: 'Clean, ATS-safe layouts for every field, from your first internship to clinical roles.' },
  { icon: IconFileDownload, title: 'PDF and JSON Resume', text: 'Download a text-selectable PDF, or export JSON Resume to use anywhere.' },
];

/** A small drawing of the template's layout in its accent colour: one column or a sidebar. */
function TemplateSketch({ template }: { template: ResumeTemplate }) {
  const line = (w: string, strong = false) => <Box h={strong ? 6 : 4} w={w} mb={5} bg={strong ? template.accent : 'gray.3'} style={{ borderRadius: 2 }} />;
  const block = (
    <div>
      {line('45%', true)}
      {line('90%')}
      {line('80%')}
      {line('85%')}
    </div>
  );
  return (
    <Box bg="gray.0" p="md" h={150} style={{ borderRadius: 8, fontFamily: template.font === 'Times-Roman' ? 'serif' : 'sans-serif' }} aria-hidden>
      <Box h={10} w="55%" mb={8} bg={template.accent} style={{ borderRadius: 2 }} />
      {templateLayout(template.id).sidebar ? (
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Box w="32%" style={{ borderRight: `2px solid ${template.accent}`, paddingRight: 8 }}>
            {line('70%', true)}
            {line('90%')}
            {line('60%')}
          </Box>
          <Box style={{ flex: 1 }}>
            {block}
            {block}
          </Box>
        </Group>
      ) : (
        <>
          {line('70%')}
          {block}
          {block}
        </>
      )}
    </Box>
  );
}

interface Props {
  premium: boolean;
  onOpen: (request: 'active' | 'new', template?: ResumeTemplateId) => void;
  onImported: (draft: ResumeDraft) => void;
}

export function ResumeBuilderLanding({ premium, onOpen, onImported }: Props) {
  const list = trpc.resumes.list.useQuery();
  const importJson = trpc.resumes.importJson.useMutation();
  const [importing, setImporting] = useState(false);
  const resumes = list.data?.resumes ?? [];
  // A free member at the plan's limit is offered the upgrade instead of a new resume the server would refuse.
  const atLimit = !premium && list.data?.limit != null && resumes.length >= list.data.limit;

  const importFile = async (file: File | null) => {
    if (!file) return;
    const problem = checkImportFile(file);
    if (problem) return notify({ title: TOASTS.resume.importFailed.title, description: problem }, 'red');
    setImporting(true);
    try {
      const draft = isJsonResumeFile(file) ? await importJson.mutateAsync({ json: await file.text() }) : await uploadForImport(file);
      notify(TOASTS.resume.imported);
      onImported(draft);
    } catch (err) {
      // The upload route answers in its own words; tRPC errors carry the catalogue's.
      if (!(err instanceof TRPCClientError) && err instanceof Error) notify({ title: TOASTS.resume.importFailed.title, description: err.message }, 'red');
      else notifyError(err, TOASTS.resume.importFailed);
    } finally {
      setImporting(false);
    }
  };

  const importButton = (
    <FileButton onChange={(file) => void importFile(file)} accept={IMPORT_ACCEPT}>
      {(props) => (
        <Button {...props} variant="default" size="md" leftSection={<IconUpload size={18} />} loading={importing}>
          Import Resume
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="xl">
      <PageHeading
        centered
        title="Resume Builder"
        subtitle="Build a resume that gets past applicant tracking systems and in front of recruiters, then tailor a copy for every job you apply to."
        actions={
          <Group justify="center" gap="sm">
            <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => onOpen('active')}>
              Start Building
            </Button>
            {importButton}
          </Group>
        }
      />
      <Text size="sm" c="dimmed" ta="center" mt={-16}>
        Import reads a PDF, a DOCX or a JSON Resume file into a draft you review before saving.
      </Text>

      <QueryState query={list} loading={null} isEmpty={() => resumes.length === 0} keepData="above">
        {() => (
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3">
                Your resumes
              </Title>
              <Button variant="light" leftSection={<IconPlus size={16} />} disabled={atLimit} onClick={() => onOpen('new')}>
                New Resume
              </Button>
            </Group>
            <ResumeList resumes={resumes} />
            {!premium && list.data?.limit != null && (
              <Text size="sm" c="dimmed">
                {resumes.length}/{list.data.limit} resumes on the free plan.{' '}
                <Anchor component={Link} href={link('/pricing')} size="sm">
                  Upgrade for more
                </Anchor>
              </Text>
            )}
          </Stack>
        )}
      </QueryState>

      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {FEATURES.map(({ icon: Icon, title, text, plan }) => (
          <Card key={title} withBorder radius="md" padding="lg">
            <ThemeIcon size={40} radius="md" variant="light" mb="sm">
              <Icon size={22} />
            </ThemeIcon>
            <Group gap="xs" mb={4}>
              <Title order={3} size="h5">
                {title}
              </Title>
              {plan && (
                <Badge size="sm" variant="light" color={plan === 'Premium' ? 'yellow' : 'green'}>
                  {plan}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} size="h3">
          Templates
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {RESUME_TEMPLATES.map((template) => {
            const locked = template.premium && !premium;
            return (
              <Card key={template.id} withBorder radius="md" padding="md" component="article" aria-label={template.name}>
                <TemplateSketch template={template} />
                <Group justify="space-between" mt="md" mb={4}>
                  <Title order={3} size="h5">
                    {template.name}
                  </Title>
                  {template.premium ? (
                    <Badge color="yellow" variant="light" leftSection={locked ? <IconLock size={12} /> : undefined}>
                      Premium
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      Free
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" mb="md" style={{ flex: 1 }}>
                  {template.description}
                </Text>
                {locked ? (
                  <Button component={Link} href={link('/pricing')} variant="light" color="yellow" leftSection={<IconLock size={16} />} aria-label={`Upgrade to use ${template.name}`}>
                    Upgrade to use
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => onOpen('active', template.id)} aria-label={`Use Template ${template.name}`}>
                    Use Template
                  </Button>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
