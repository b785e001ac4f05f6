import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { contentPlugin } from './scripts/vite-content-plugin.ts';
import { iconSprite } from './scripts/vite-icon-sprite.ts';
import { clientEntry } from './scripts/vite-client-entry.ts';
import { scriptClasses } from './scripts/vite-script-classes.ts';
import { DOCUMENT_MODULE } from './scripts/prerender/document-module.ts';
import { devGuard } from './scripts/vite-dev-guard.ts';
import { GENERATED_DIR } from './compiler/generated-dir.ts';

export default defineConfig({
  plugins: [devGuard(), contentPlugin(), iconSprite(), clientEntry(), scriptClasses(), react(), vike(), tailwindcss()],
  // `npm run dev`: PORT as `npm start` reads it, and this computer only (HOST=0.0.0.0 to reach it from another device).
  // It serves the site and nothing else (scripts/vite-dev-guard.ts): the modules of the pages (src/, schema/, the
  // compiled content, the dependencies), never the project's other files (data/, package.json, server code), and no
  // answer another page may read (no CORS headers).
  server: {
    port: Number(process.env.PORT) || 3000,
    host: process.env.HOST || 'localhost',
    cors: false,
    fs: { allow: ['src', 'schema', GENERATED_DIR, 'node_modules'] },
  },
  // Images, video and icons the owner can replace live beside the content: content/static/media/hero.jpg is /media/hero.jpg.
  publicDir: 'content/static',
  // The pre-render workers render documents with this module of the server bundle (beside vike's entries).
  environments: { ssr: { build: { rollupOptions: { input: { [DOCUMENT_MODULE.name]: DOCUMENT_MODULE.source } } } } },
  // The build prints no gzip sizes: computing them costs time, and the budgets test measures what matters.
  build: { target: 'es2022', cssMinify: true, sourcemap: process.env.SOURCEMAP === '1', reportCompressedSize: false },
});
