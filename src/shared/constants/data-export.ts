// "Download my data" (Settings > Privacy): the archive's format, its lifetime and the limits on
// asking for one. Why each figure: docs/decisions/029-data-export.md.

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The archive names its format and version, so a reader can tell what it holds if the layout changes. */
export const DATA_EXPORT_FORMAT = { name: 'upward-data-export', version: 2 } as const;

/**
 * What stands in the archive for a part of a record the member's plan withholds (the premium report
 * of an assessment, the interview coach's questions and feedback): stored, shown again with Premium.
 */
export const DATA_EXPORT_LOCKED = { locked: 'premium' } as const;

/** Where an archive is downloaded: `${DATA_EXPORT_PATH}/<id>`, with `?token=` when reached from the mail. */
export const DATA_EXPORT_PATH = '/api/data-export';

export const DATA_EXPORT_LIMITS = {
  /** A ready archive, and the link mailed for it, last this long; the hourly sweep deletes it then. */
  expiryDays: 7,
  /** Archives a user may ask for per day (one at a time). */
  requestsPerDay: 3,
  /** Above this many bytes of JSON the archive is also mailed as a link: it may take a while to build. */
  mailAboveBytes: 1_000_000,
  /** How often the Privacy tab asks whether a pending archive is ready. */
  pollMs: 2_000,
} as const;

/** `upward-data-2026-11-24.json`: the day the archive was made. */
export const dataExportFileName = (madeAt: Date) => `upward-data-${madeAt.toISOString().slice(0, 10)}.json`;
