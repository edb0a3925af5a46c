// Cover letters' raw HTTP routes: one of the user's letters as a file to download — a PDF and a DOCX
// in its template (or the one asked for), plain text for pasting into an application form. They pass
// the authed tier exactly like a tRPC request, so API tokens work too; another user's letter is a 404.
import { z } from 'zod';
import { COVER_LETTER_EXPORT_FORMATS, type CoverLetterExportFormat } from '#shared/constants/cover-letters.ts';
import { templateId } from '#shared/schemas/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { AppError } from '../../platform/errors.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { standingWorker, type WorkerLimits } from '../../platform/workers.ts';
import { attachment, httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { renderLetterDocx } from './docx.ts';
import { letterText, type LetterDocument } from '#shared/rules/cover-letter.ts';
import { letterDocument } from './service.ts';

const params = z.object({ id: z.uuid() });
const query = z.object({ template: templateId.optional() });

/** A letter's PDF drawn off the server's thread, as the resume's is. */
const drawLetterPdf = standingWorker<LetterDocument, Uint8Array>(new URL('./pdf-worker.ts', import.meta.url));

async function letterPdf(doc: LetterDocument, limits: WorkerLimits): Promise<Buffer> {
  const drawn = await drawLetterPdf(doc, limits);
  if (!drawn.ok) throw new RouteRefusal('SERVICE_UNAVAILABLE', TOASTS.common.unavailable);
  return Buffer.from(drawn.value.buffer, drawn.value.byteOffset, drawn.value.byteLength);
}

const FILES: Record<CoverLetterExportFormat, { contentType: string; make: (doc: LetterDocument, limits: WorkerLimits) => Promise<Buffer | string> | string }> = {
  pdf: { contentType: 'application/pdf', make: letterPdf },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', make: renderLetterDocx },
  txt: { contentType: 'text/plain; charset=utf-8', make: letterText },
};

export const coverLetterRoutes = COVER_LETTER_EXPORT_FORMATS.map((format) =>
  // A PDF takes a worker thread, a DOCX the server's for a few milliseconds: counted per user, like the resume's.
  httpRoute(`GET /api/cover-letters/:id/${format}`, { noStore: true, rateLimit: { rule: RATE_LIMITS.resumePdfsPerUser, per: 'user' } }, async ({ ctx, req, reply }) => {
    // The id is read once the tier has let the caller in, so a malformed one is the same 404 as another user's.
    const id = params.safeParse(req.params);
    if (!id.success) throw new AppError('NOT_FOUND', TOASTS.coverLetter.notFound);
    const options = query.safeParse(req.query);
    if (!options.success) throw new RouteRefusal('BAD_REQUEST', options.error.issues[0]!.message);
    const { title, document } = await letterDocument(ctx, { id: id.data.id, template: options.data.template });
    const file = FILES[format];
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(title, format))
      .header('x-content-type-options', 'nosniff')
      .send(await file.make(document, ctx.config.documentParse));
  }),
);
