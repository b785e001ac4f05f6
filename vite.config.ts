import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { contentPlugin } from './scripts/vite-content-plugin.ts';

export default defineConfig({
  plugins: [contentPlugin(), react(), vike(), tailwindcss()],
  build: { target: 'es2022', cssMinify: true },
});
