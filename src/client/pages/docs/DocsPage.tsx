import { Container, Divider, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconApi } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DOCS_JSON_PATH, type ApiDescription } from '#shared/docs.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.ts';
import { ApiIntro } from './ApiIntro.tsx';
import { describeLimit, LEVEL_BADGES, ProcedureItem } from './ProcedureItem.tsx';

async function fetchDescription(): Promise<ApiDescription> {
  const response = await fetch(DOCS_JSON_PATH);
  if (!response.ok) throw new Error(`The API description did not load (${response.status})`);
  return (await response.json()) as ApiDescription;
}

const LEVEL_OPTIONS = [{ value: 'any', label: 'Any access' }, ...Object.entries(LEVEL_BADGES).map(([value, { label }]) => ({ value, label }))];

/** The developer docs: the hand-written introduction, then every procedure from /api/docs.json, fetched when the page opens. */
export default function DocsPage() {
  const docs = useQuery({ queryKey: ['api-docs'], queryFn: fetchDescription, staleTime: Infinity });
  const search = useDebouncedSearch();
  const [level, setLevel] = useState('any');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const origin = window.location.origin;

  // A filter over the list already on the page follows every keystroke: it has nothing to wait for.
  const groups = useMemo(() => {
    const term = search.text.trim().toLowerCase();
    const shown = (docs.data?.procedures ?? []).filter(
      (p) => (level === 'any' || p.level === level) && (!term || p.path.toLowerCase().includes(term) || p.summary.toLowerCase().includes(term)),
    );
    const byArea = new Map<string, typeof shown>();
    for (const procedure of shown) byArea.set(procedure.area, [...(byArea.get(procedure.area) ?? []), procedure]);
    return [...byArea.entries()];
  }, [docs.data, search.text, level]);

  const toggle = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageHeading title="Developer documentation" subtitle="The Upward API: every procedure, who may call it, and how." />
        <ApiIntro origin={origin} />
        <Divider />
        <section aria-labelledby="docs-procedures">
          <Title order={2} id="docs-procedures" mb="xs">
            Procedures
          </Title>
          <Text mb="sm">
            The examples read <code>UPWARD_URL</code> (here <code>{origin}</code>) and <code>UPWARD_TOKEN</code> from the environment; their
            input values are placeholders of the right shape.
          </Text>
          <QueryState query={docs} loading={<Loader aria-label="Loading the procedures" />} keepData="above">
            {(data) => (
              <Stack gap="md">
                <Group gap="sm" align="flex-end">
                  <SearchInput
                    label="Search procedures"
                    placeholder="Search procedures..."
                    {...search.inputProps}
                    style={{ flex: 1, minWidth: 220 }}
                  />
                  <Select label="Access" data={LEVEL_OPTIONS} value={level} onChange={(value) => setLevel(value ?? 'any')} allowDeselect={false} w={200} />
                </Group>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {groups.reduce((sum, [, list]) => sum + list.length, 0)} of {data.procedures.length} procedures · version {data.version}
                </Text>
                {groups.length === 0 && <EmptyState icon={IconApi} title="No procedures found" text="Try another search term or access level." />}
                {groups.map(([area, procedures]) => (
                  <section key={area} aria-labelledby={`area-${area}`}>
                    <Title order={3} id={`area-${area}`} mb="xs">
                      {area}
                    </Title>
                    <Stack gap={6}>
                      {procedures.map((procedure) => (
                        <ProcedureItem key={procedure.path} procedure={procedure} open={open.has(procedure.path)} onToggle={() => toggle(procedure.path)} />
                      ))}
                    </Stack>
                  </section>
                ))}
                {data.otherRateLimits.length > 0 && (
                  <section aria-labelledby="docs-other-limits">
                    <Title order={3} id="docs-other-limits" mb="xs">
                      Rate limits of routes outside tRPC
                    </Title>
                    <Stack gap={2}>
                      {data.otherRateLimits.map((limit) => (
                        <Text size="sm" key={limit.name}>
                          <code>{limit.route}</code>: {describeLimit(limit)}
                        </Text>
                      ))}
                    </Stack>
                  </section>
                )}
              </Stack>
            )}
          </QueryState>
        </section>
      </Stack>
    </Container>
  );
}
