import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { contentPlugin } from './scripts/vite-content-plugin.ts';

export default defineConfig(({ command }) => ({
  plugins: [contentPlugin(), react(), vike(), tailwindcss()],
  // Images, video and icons the owner can replace live beside the content: content/static/media/hero.jpg is /media/hero.jpg.
  publicDir: 'content/static',
  // The build prints no gzip sizes: computing them costs time, and the budgets test measures what matters.
  build: { target: 'es2022', cssMinify: true, sourcemap: process.env.SOURCEMAP === '1', reportCompressedSize: false },
  // The pre-render threads import the server bundle; with lucide-react bundled in, each loads the few icons the
  // site draws instead of the whole 1.3 MB library (about 0.25 s of every thread's start). The dev server keeps it
  // external: it loads it once.
  ssr: { noExternal: command === 'build' ? ['lucide-react'] : [] },
}));
