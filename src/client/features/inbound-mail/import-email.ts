// The .eml import: the file goes to its multipart route like a resume import, and the route answers
// what reading it did (plain JSON). The server reads the message in a worker; nothing is parsed here.
import { INBOUND_IMPORT_PATH, INBOUND_LIMITS, INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { inboundResult, type InboundResult } from '#shared/schemas/inbound-mail.ts';
import { uploadFile } from '../../lib/upload.ts';

/** What the file input offers: saved messages, by extension and by type. */
export const EMAIL_ACCEPT = '.eml,message/rfc822';

/** The refusal the server would give, found before sending. */
export function checkEmailFile(file: File): string | null {
  if (file.size === 0) return INBOUND_TEXT.notEmail;
  if (file.size > INBOUND_LIMITS.messageMaxBytes) return INBOUND_TEXT.tooLarge;
  return null;
}

export const uploadEmail = (file: File): Promise<InboundResult> =>
  uploadFile(INBOUND_IMPORT_PATH, file, (body) => inboundResult.safeParse(body).data ?? null).done;
