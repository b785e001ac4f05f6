import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { iconSprite } from './scripts/vite-icon-sprite.ts';

// The client-rendered build of the same app, only for the side-by-side Lighthouse comparison.
export default defineConfig({
  root: fileURLToPath(new URL('./src/csr', import.meta.url)),
  plugins: [iconSprite(), react(), tailwindcss()],
  publicDir: false,
  build: { outDir: fileURLToPath(new URL('./dist/csr', import.meta.url)), emptyOutDir: true, target: 'es2022' },
});
