// The board's order in the browser, the same as the server's: a column sorted by board_position,
// then newest first. applyMove mirrors applications.move so a drop shows at once.
import { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/constants/applications.ts';
import { type ApplicationItem } from '#shared/schemas/applications.ts';

const byBoard = (x: ApplicationItem, y: ApplicationItem) =>
  x.boardPosition - y.boardPosition || y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : -1);

export function boardColumns(apps: readonly ApplicationItem[]): Record<ApplicationStatus, ApplicationItem[]> {
  const columns = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, [] as ApplicationItem[]])) as Record<ApplicationStatus, ApplicationItem[]>;
  for (const app of apps) columns[app.status].push(app);
  for (const s of APPLICATION_STATUSES) columns[s].sort(byBoard);
  return columns;
}

/** The list after moving one card to `position` (0 = top, counted without the card) of `status`. */
export function applyMove(apps: readonly ApplicationItem[], id: string, status: ApplicationStatus, position: number): ApplicationItem[] {
  const card = apps.find((a) => a.id === id);
  if (!card) return [...apps];
  const columns = boardColumns(apps);
  columns[card.status] = columns[card.status].filter((a) => a.id !== id);
  const target = columns[status];
  target.splice(Math.min(position, target.length), 0, { ...card, status });
  const renumbered = new Map<string, ApplicationItem>();
  for (const s of new Set([card.status, status])) columns[s].forEach((a, n) => renumbered.set(a.id, { ...a, boardPosition: n }));
  return apps.map((a) => renumbered.get(a.id) ?? a);
}
