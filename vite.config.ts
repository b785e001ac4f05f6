import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { contentPlugin } from './scripts/vite-content-plugin.ts';

export default defineConfig({
  plugins: [contentPlugin(), react(), vike(), tailwindcss()],
  // Images, video and icons the owner can replace live beside the content: content/static/media/hero.jpg is /media/hero.jpg.
  publicDir: 'content/static',
  build: { target: 'es2022', cssMinify: true, sourcemap: process.env.SOURCEMAP === '1' },
});
