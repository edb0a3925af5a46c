// GET /api/job-capture/extension.zip: the browser extension, made for this server. The build
// (`npm run build`, extension/vite.config.ts) writes it to dist/extension/ without knowing where it
// will be served from; the download adds `config.json` naming this server's origin and lets the
// manifest reach that origin, so the extension saves to the Upward it came from. Public: the
// extension holds nothing of anyone's, and its token is made in Settings.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { JOB_CAPTURE_EXTENSION, type JobCaptureExtensionConfig } from '#shared/constants/job-capture.ts';
import { zip } from '../../platform/zip.ts';
import { httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';

interface Archive {
  bytes: Buffer;
  etag: string;
}

/** One archive per built folder and origin, made at the first download: the files do not change while the server runs. */
const archives = new Map<string, Promise<Archive>>();

async function buildArchive(dir: string, origin: string): Promise<Archive> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== JOB_CAPTURE_EXTENSION.configFile)
    .sort();
  const files = await Promise.all(names.map(async (name) => ({ name, data: await readFile(path.join(dir, name)) })));
  const manifestFile = files.find((file) => file.name === 'manifest.json');
  if (!manifestFile) throw new Error(`${dir} holds no manifest.json`);
  const manifest = JSON.parse(manifestFile.data.toString('utf8')) as { host_permissions?: string[] };
  manifest.host_permissions = [...(manifest.host_permissions ?? []), `${origin}/*`];
  manifestFile.data = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const config: JobCaptureExtensionConfig = { origin };
  files.push({ name: JOB_CAPTURE_EXTENSION.configFile, data: Buffer.from(`${JSON.stringify(config, null, 2)}\n`) });
  const bytes = zip(files);
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

export const jobCaptureRoutes = [
  httpRoute(`GET ${JOB_CAPTURE_EXTENSION.downloadPath}`, {}, async ({ ctx, req, reply }) => {
    const dir = ctx.config.extensionDir;
    const origin = new URL(ctx.config.publicUrl).origin;
    const key = `${dir}\n${origin}`;
    let pending = archives.get(key);
    if (!pending) {
      pending = buildArchive(dir, origin);
      archives.set(key, pending);
    }
    let archive: Archive;
    try {
      archive = await pending;
    } catch (err) {
      // Not built (or built badly): asked again next time, so a build after start-up is picked up.
      archives.delete(key);
      ctx.log.warn({ err, extensionDir: dir }, 'browser extension not built; run npm run build');
      throw new RouteRefusal('NOT_FOUND', JOB_CAPTURE_EXTENSION.notBuilt);
    }
    reply.header('etag', archive.etag).header('cache-control', 'no-cache');
    if (req.headers['if-none-match'] === archive.etag) return reply.code(304).send();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${JOB_CAPTURE_EXTENSION.fileName}"`)
      .send(archive.bytes);
  }),
];
