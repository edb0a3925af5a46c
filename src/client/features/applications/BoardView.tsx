// The board view: a column per status, cards in their saved order. A card moves by drag and drop,
// or by keyboard: with a card focused, Arrow Up/Down move it within its column and Arrow Left/Right
// to the neighbouring column; a live region says where it went. The drop shows at once and is
// saved by applications.move, which renumbers the columns on the server.
import { Badge, Box, Button, Card, Group, Paper, ScrollArea, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type ApplicationItem } from '#shared/schemas/applications.ts';
import { notify } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { applyMove, boardColumns } from './board-order.ts';
import { APPLICATION_STATUS_COLORS } from './status-colors.ts';

const INSTRUCTIONS_ID = 'board-instructions';
const DRAG_TYPE = 'application/x-upward-card';

interface DropTarget {
  status: ApplicationStatus;
  index: number;
}

export function BoardView({ applications, onOpen }: { applications: ApplicationItem[]; onOpen: (app: ApplicationItem) => void }) {
  const utils = trpc.useUtils();
  const move = trpc.applications.move.useMutation();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const focusAfter = useRef<string | null>(null);
  const columns = boardColumns(applications);

  useEffect(() => {
    if (!focusAfter.current) return;
    document.querySelector<HTMLElement>(`[data-card-id="${focusAfter.current}"]`)?.focus();
    focusAfter.current = null;
  });

  const moveCard = (app: ApplicationItem, status: ApplicationStatus, position: number) => {
    const list = utils.applications.list.getData();
    if (list) utils.applications.list.setData(undefined, { ...list, applications: applyMove(list.applications, app.id, status, position), counts: recount(list.applications, app, status, list.counts) });
    const size = columns[status].filter((a) => a.id !== app.id).length + 1;
    setAnnouncement(`${app.jobTitle} at ${app.companyName} moved to ${APPLICATION_STATUS_LABELS[status]}, position ${Math.min(position, size - 1) + 1} of ${size}.`);
    move.mutate(
      { id: app.id, status, position },
      {
        onError: () => notify(TOASTS.applications.updateFailed, 'red'),
        onSettled: () => void utils.applications.list.invalidate(),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent, app: ApplicationItem) => {
    const column = columns[app.status];
    const index = column.findIndex((a) => a.id === app.id);
    const at = APPLICATION_STATUSES.indexOf(app.status);
    let next: DropTarget | null = null;
    if (event.key === 'ArrowUp' && index > 0) next = { status: app.status, index: index - 1 };
    if (event.key === 'ArrowDown' && index < column.length - 1) next = { status: app.status, index: index + 1 };
    if (event.key === 'ArrowLeft' && at > 0) next = { status: APPLICATION_STATUSES[at - 1]!, index: Math.min(index, columns[APPLICATION_STATUSES[at - 1]!].length) };
    if (event.key === 'ArrowRight' && at < APPLICATION_STATUSES.length - 1) {
      next = { status: APPLICATION_STATUSES[at + 1]!, index: Math.min(index, columns[APPLICATION_STATUSES[at + 1]!].length) };
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(app);
      return;
    }
    if (!next) return;
    event.preventDefault();
    focusAfter.current = app.id;
    moveCard(app, next.status, next.index);
  };

  /** Above or below the middle of the card under the pointer: the index the card would take. */
  const overCard = (event: DragEvent, status: ApplicationStatus, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    const box = event.currentTarget.getBoundingClientRect();
    const below = event.clientY > box.top + box.height / 2;
    setTarget({ status, index: index + (below ? 1 : 0) });
  };

  const drop = (event: DragEvent, status: ApplicationStatus) => {
    event.preventDefault();
    const id = event.dataTransfer.getData(DRAG_TYPE) || dragging;
    const app = applications.find((a) => a.id === id);
    const spot = target?.status === status ? target.index : columns[status].length;
    setTarget(null);
    setDragging(null);
    if (!app) return;
    // The index was counted with the card still in its column; the server counts without it.
    const from = columns[status].findIndex((a) => a.id === app.id);
    const position = from !== -1 && from < spot ? spot - 1 : spot;
    if (app.status === status && position === from) return;
    moveCard(app, status, position);
  };

  return (
    <>
      <VisuallyHidden id={INSTRUCTIONS_ID}>
        Drag a card to another place, or focus it and use the arrow keys: up and down within its column, left and right to the next column. Enter opens the application.
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="assertive" data-testid="board-announcement">
        {announcement}
      </VisuallyHidden>
      <ScrollArea type="auto" offsetScrollbars data-testid="application-board">
        <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
          {APPLICATION_STATUSES.map((status) => (
            <Paper
              key={status}
              withBorder
              radius="md"
              p="sm"
              bg="var(--mantine-color-gray-0)"
              style={{ flex: '1 0 240px' }}
              component="section"
              aria-label={`${APPLICATION_STATUS_LABELS[status]} column`}
              data-testid={`board-column-${status}`}
              onDragOver={(event: DragEvent) => {
                event.preventDefault();
                if (target?.status !== status) setTarget({ status, index: columns[status].length });
              }}
              onDrop={(event: DragEvent) => drop(event, status)}
            >
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h5">
                  {APPLICATION_STATUS_LABELS[status]}
                </Title>
                <Badge color={APPLICATION_STATUS_COLORS[status]} variant="light">
                  {columns[status].length}
                </Badge>
              </Group>
              <Stack gap="xs" mih={80} role="list">
                {columns[status].map((app, index) => (
                  <Box key={app.id} role="listitem">
                    {target?.status === status && target.index === index && dragging !== null && <DropLine />}
                    <Card
                      withBorder
                      radius="sm"
                      padding="sm"
                      tabIndex={0}
                      draggable
                      data-card-id={app.id}
                      data-testid="board-card"
                      aria-roledescription="movable card"
                      aria-describedby={INSTRUCTIONS_ID}
                      aria-label={`${app.jobTitle} at ${app.companyName}, ${APPLICATION_STATUS_LABELS[status]}, ${index + 1} of ${columns[status].length}`}
                      style={{ cursor: 'grab', opacity: dragging === app.id ? 0.5 : 1 }}
                      onKeyDown={(event: KeyboardEvent) => onKeyDown(event, app)}
                      onDragStart={(event: DragEvent) => {
                        event.dataTransfer.setData(DRAG_TYPE, app.id);
                        event.dataTransfer.effectAllowed = 'move';
                        setDragging(app.id);
                      }}
                      onDragEnd={() => {
                        setDragging(null);
                        setTarget(null);
                      }}
                      onDragOver={(event: DragEvent) => overCard(event, status, index)}
                    >
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <IconGripVertical size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-dimmed)' }} />
                        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                          <Text fw={600} size="sm" lineClamp={2}>
                            {app.jobTitle}
                          </Text>
                          <Text size="sm" c="dimmed" truncate>
                            {app.companyName}
                          </Text>
                          <Button variant="subtle" size="compact-xs" px={0} w="fit-content" onClick={() => onOpen(app)} aria-label={`Details of ${app.jobTitle} at ${app.companyName}`}>
                            Details
                          </Button>
                        </Stack>
                      </Group>
                    </Card>
                  </Box>
                ))}
                {target?.status === status && target.index === columns[status].length && dragging !== null && <DropLine />}
                {columns[status].length === 0 && (
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    No applications
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </Group>
      </ScrollArea>
    </>
  );
}

const DropLine = () => <Box h={3} bg="var(--mantine-color-blue-5)" style={{ borderRadius: 2 }} mb={4} aria-hidden />;

function recount(apps: readonly ApplicationItem[], app: ApplicationItem, status: ApplicationStatus, counts: Record<ApplicationStatus, number>) {
  if (app.status === status || !apps.some((a) => a.id === app.id)) return counts;
  return { ...counts, [app.status]: counts[app.status] - 1, [status]: counts[status] + 1 };
}
