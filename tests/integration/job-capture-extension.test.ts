// The browser extension's download: the built folder zipped with this server's origin written in
// (config.json, and a host permission in the manifest), to anyone, revalidated by its ETag; a
// server without the build says so with a 404, and serves it once it is built, without a restart.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JOB_CAPTURE_EXTENSION } from '#shared/constants/job-capture.ts';
import { zipEntries } from '../../src/server/platform/documents.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

const BUILT_MANIFEST = { manifest_version: 3, name: 'Save to Upward', host_permissions: ['http://*/*', 'https://*/*'] };

/** A stand-in for dist/extension, with a config.json left from elsewhere that the download must not carry. */
function fakeExtensionBuild(dir: string) {
  mkdirSync(path.join(dir, 'icons'), { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(BUILT_MANIFEST));
  writeFileSync(path.join(dir, 'background.js'), 'export {};\n'.repeat(100));
  writeFileSync(path.join(dir, 'icons/icon-16.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dir, JOB_CAPTURE_EXTENSION.configFile), JSON.stringify({ origin: 'https://elsewhere.example' }));
}

const unpack = (bytes: Buffer) =>
  Object.fromEntries(zipEntries(bytes)!.map((entry) => [entry.name, (entry.method === 8 ? inflateRawSync(entry.data) : entry.data).toString('utf8')]));

const database = await useTestDatabase();
const config = testConfig({ PUBLIC_URL: 'https://upward.example.com/' });
const buildDir = path.join(tempDir('upward-extension-'), 'extension');
config.extensionDir = buildDir;
const { app } = await useTestApp(database, { config });

describe('GET /api/job-capture/extension.zip', () => {
  it('says the extension is not built until it is, then serves it without a restart', async () => {
    const missing = await app.inject(JOB_CAPTURE_EXTENSION.downloadPath);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: JOB_CAPTURE_EXTENSION.notBuilt } });

    fakeExtensionBuild(buildDir);
    const res = await app.inject(JOB_CAPTURE_EXTENSION.downloadPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${JOB_CAPTURE_EXTENSION.fileName}"`);

    const files = unpack(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['background.js', JOB_CAPTURE_EXTENSION.configFile, 'icons/icon-16.png', 'manifest.json']);
    expect(JSON.parse(files[JOB_CAPTURE_EXTENSION.configFile]!)).toEqual({ origin: 'https://upward.example.com' });
    expect(JSON.parse(files['manifest.json']!)).toEqual({ ...BUILT_MANIFEST, host_permissions: [...BUILT_MANIFEST.host_permissions, 'https://upward.example.com/*'] });
    expect(files['background.js']).toBe('export {};\n'.repeat(100));
  });

  it('answers 304 to the ETag it gave, and is revalidated each time', async () => {
    const first = await app.inject(JOB_CAPTURE_EXTENSION.downloadPath);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: JOB_CAPTURE_EXTENSION.downloadPath, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ url: JOB_CAPTURE_EXTENSION.downloadPath, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });
});
