// "Download my data": what the Privacy tab is told about the user's latest archive.
import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '../constants/data-export.ts';

export const dataExport = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.date(),
  /** When the archive was made; null while it is being prepared or when it failed. */
  readyAt: z.date().nullable(),
  /** Bytes of JSON the download holds; null until ready. */
  sizeBytes: z.number().int().nullable(),
  expiresAt: z.date(),
});
export type DataExport = z.infer<typeof dataExport>;

/** The user's latest archive that has not expired, or null. */
export const dataExportStatus = z.object({ export: dataExport.nullable() });
export type DataExportStatusAnswer = z.infer<typeof dataExportStatus>;
