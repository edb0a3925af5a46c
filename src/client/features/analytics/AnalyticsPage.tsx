// /analytics: the user's job-search funnel over a chosen range, each chart with a real table a
// screen reader (or anyone) can open instead of reading bars.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Anchor, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '#shared/constants/applications.ts';
import { APPLICATION_SOURCE_LABELS } from '#shared/constants/analytics.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type AnalyticsSummary, type StatusCounts } from '#shared/schemas/analytics.ts';
import { link, type Href } from '#shared/routes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { trpc } from '../../trpc.ts';
import { formatPercent, formatShortDate } from './figures.ts';

const STATUS_COLORS = { applied: 'blue.6', interviewing: 'yellow.7', offer: 'teal.7', rejected: 'red.7' } as const;
const statusSeries = APPLICATION_STATUSES.map((status) => ({ name: status, label: APPLICATION_STATUS_LABELS[status], color: STATUS_COLORS[status] }));

interface Column<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

/** A chart, the same figures as a table behind "Show table", and what to do when there are none. */
function ChartCard<Row>({ title, rows, columns, chart, empty }: { title: string; rows: Row[]; columns: Column<Row>[]; chart: ReactNode; empty: ReactNode }) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {rows.length > 0 && (
          <Button variant="default" size="compact-sm" onClick={() => setShowTable((shown) => !shown)} aria-expanded={showTable}>
            {showTable ? 'Hide table' : 'Show table'}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        empty
      ) : (
        <>
          {/* The table carries the figures for assistive technology; the charts' keyboard layer is off
              (accessibilityLayer) so nothing inside this hidden block takes focus. */}
          <div aria-hidden>{chart}</div>
          {showTable && (
            <Table.ScrollContainer minWidth={360} mt="md">
              <Table striped withTableBorder>
                <caption>{title}</caption>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.label} scope="col">
                        {column.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => (
                    <Table.Tr key={index}>
                      {columns.map((column) => (
                        <Table.Td key={column.label}>{column.value(row)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Card>
  );
}

const statusColumns = <Row extends StatusCounts>(first: Column<Row>): Column<Row>[] => [
  first,
  ...APPLICATION_STATUSES.map((status) => ({ label: APPLICATION_STATUS_LABELS[status], value: (row: Row) => row[status] })),
];

function Hint({ children, href, action }: { children: ReactNode; href: Href; action: string }) {
  return (
    <Text c="dimmed">
      {children}{' '}
      <Anchor component={Link} href={href} underline="always">
        {action}
      </Anchor>
    </Text>
  );
}

function StatTile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={700} fz={32}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </Card>
  );
}

interface ScoreRow {
  at: Date;
  score: number;
  what: string;
}

/** Scores (0-100) over time as a line, with the date, what was scored and the score as its table. */
function ScoreCard({ title, rows, whatLabel, color, empty }: { title: string; rows: ScoreRow[]; whatLabel: string; color: string; empty: ReactNode }) {
  return (
    <ChartCard
      title={title}
      rows={rows}
      columns={[
        { label: 'Date', value: (row) => formatShortDate(row.at) },
        { label: whatLabel, value: (row) => row.what },
        { label: 'Score', value: (row) => row.score },
      ]}
      chart={
        <LineChart
          h={220}
          data={rows.map((row) => ({ at: formatShortDate(row.at), score: row.score }))}
          dataKey="at"
          accessibilityLayer={false}
          yAxisProps={{ domain: [0, 100] }}
          series={[{ name: 'score', label: 'Score', color }]}
        />
      }
      empty={empty}
    />
  );
}

function Charts({ data }: { data: AnalyticsSummary }) {
  const stacked = { withLegend: true, type: 'stacked' as const, series: statusSeries, h: 260, accessibilityLayer: false };
  const track = (
    <Hint href={link('/applications')} action="Track an application">
      No applications in this range.
    </Hint>
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatTile label="Applications" value={String(data.total)} detail="applied for in this range" />
        <StatTile label="Response rate" value={formatPercent(data.responded, data.total)} detail={`${data.responded} moved past Applied`} />
        <StatTile
          label="Median days to a response"
          value={data.medianDaysToResponse === null ? '—' : String(data.medianDaysToResponse)}
          detail={data.medianDaysToResponse === null ? 'no responses yet' : 'from applying to the last status change'}
        />
      </SimpleGrid>
      <ChartCard
        title="Applications per week"
        rows={data.total === 0 ? [] : data.weeks}
        columns={statusColumns<AnalyticsSummary['weeks'][number]>({ label: 'Week of', value: (row) => formatShortDate(row.week) })}
        chart={<BarChart data={data.weeks.map((week) => ({ ...week, week: formatShortDate(week.week) }))} dataKey="week" {...stacked} />}
        empty={track}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title="Outcomes per resume version"
          rows={data.byResume}
          columns={statusColumns<AnalyticsSummary['byResume'][number]>({ label: 'Resume', value: (row) => row.resume })}
          chart={<BarChart data={data.byResume} dataKey="resume" {...stacked} />}
          empty={
            <Hint href={link('/applications')} action="Choose a resume on an application">
              No application in this range names the resume it was sent with.
            </Hint>
          }
        />
        <ChartCard
          title="Outcomes per source"
          rows={data.bySource}
          columns={statusColumns<AnalyticsSummary['bySource'][number]>({ label: 'Source', value: (row) => APPLICATION_SOURCE_LABELS[row.source] })}
          chart={<BarChart data={data.bySource.map((row) => ({ ...row, source: APPLICATION_SOURCE_LABELS[row.source] }))} dataKey="source" {...stacked} />}
          empty={track}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ScoreCard
          title="Interview practice scores"
          rows={data.practice.map((row) => ({ at: row.at, score: row.score, what: row.label }))}
          whatLabel="Practised for"
          color="indigo.6"
          empty={
            <Hint href={link('/features/interview-prep')} action="Practise an interview">
              No scored practice sessions in this range.
            </Hint>
          }
        />
        <ScoreCard
          title="Assessment scores"
          rows={data.assessments.map((row) => ({ at: row.at, score: row.score, what: row.assessmentType }))}
          whatLabel="Assessment"
          color="grape.6"
          empty={
            <Hint href={link('/features/assessment')} action="Take an assessment">
              No assessments completed in this range.
            </Hint>
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

export default function AnalyticsPage() {
  // Empty means "the server's default": the last twelve weeks.
  const [range, setRange] = useState({ from: '', to: '' });
  const input = { from: range.from || undefined, to: range.to || undefined };
  const summary = trpc.analytics.summary.useQuery(input);
  const data = summary.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title="Analytics" subtitle="Your job search from your own applications, practice and assessments." />
        <Group align="flex-end">
          <TextInput type="date" label="From" value={range.from || (data?.range.from ?? '')} onChange={(event) => setRange({ ...range, from: event.currentTarget.value })} />
          <TextInput type="date" label="To" value={range.to || (data?.range.to ?? '')} onChange={(event) => setRange({ ...range, to: event.currentTarget.value })} />
        </Group>
        <QueryState
          query={summary}
          loading={
            <Group justify="center" py="xl">
              <Loader aria-label="Loading analytics" />
            </Group>
          }
          error={{ message: summary.error?.data?.code === 'BAD_REQUEST' ? undefined : TOASTS.analytics.loadFailed }}
          keepData="above"
        >
          {(data) =>
            data.total === 0 && data.practice.length === 0 && data.assessments.length === 0 ? (
              <Stack gap="sm">
                <EmptyState icon={IconChartBar} title="Track your first application" text="Your funnel appears here once you track applications, practise interviews or take an assessment in this range." />
                <Group justify="center">
                  <Button component={Link} href={link('/applications')}>
                    Track your first application
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Charts data={data} />
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
