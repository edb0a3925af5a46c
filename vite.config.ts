import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';

const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** Writes .br and .gz beside every text asset, so the server sends compressed files without work. */
function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'upward-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      // Vite has said "built in" by now, and brotli at its best takes a while (scripts/support/build-client.ts).
      config.logger.info('compressing assets (brotli, gzip)...');
      const outDir = path.resolve(config.root, config.build.outDir);
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body));
      }
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/trpc': API_TARGET, '/api': API_TARGET },
  },
});
