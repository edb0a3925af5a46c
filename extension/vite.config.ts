// The browser extension's build (`npm run build` runs it after the client's): the service worker
// and the saver's page as ES modules, its manifest and icons, into dist/extension/. The page reader
// is part of the worker's bundle: executeScript sends the function itself into the tab
// (extension/src/page-reader.ts). Not minified: a user who loads it unpacked can read what it does,
// and the page reader's source is what the tab runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { extensionManifest } from './manifest.ts';

const root = import.meta.dirname;
const { version } = JSON.parse(readFileSync(path.join(root, '../package.json'), 'utf8')) as { version: string };

function manifest(): Plugin {
  return {
    name: 'upward-extension-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(extensionManifest(version), null, 2)}\n` });
    },
  };
}

export default defineConfig({
  root,
  base: './',
  publicDir: path.join(root, 'public'),
  plugins: [manifest()],
  build: {
    outDir: path.resolve(root, '../dist/extension'),
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    modulePreload: false,
    rolldownOptions: {
      input: { background: path.join(root, 'src/background.ts'), save: path.join(root, 'save.html') },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name][extname]' },
    },
  },
});
