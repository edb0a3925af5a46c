import { z } from 'zod';
import { dataExport, dataExportStatus } from '#shared/schemas/data-export.ts';
import { accountProcedure, router } from '../../trpc/init.ts';
import { getExportStatus, requestExport } from './service.ts';

/**
 * A signed-in browser session only: the archive holds everything about the account, its sessions
 * and billing included, and a leaked API token must not be a way to take all of it at once.
 */
export const dataExportRouter = router({
  request: accountProcedure.input(z.void()).output(dataExport).mutation(({ ctx }) => requestExport(ctx)),
  status: accountProcedure.input(z.void()).output(dataExportStatus).query(({ ctx }) => getExportStatus(ctx)),
});
