// A multipart/form-data body as a browser builds it for an upload: one part named "file".
import { randomUUID } from 'node:crypto';

export function multipartFile(fileName: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----UpwardBoundary${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
