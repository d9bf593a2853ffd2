import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: !isSsrBuild,
    reportCompressedSize: false,
    // One stylesheet in index.html: a server-rendered page is styled before any script runs.
    cssCodeSplit: false,
    copyPublicDir: !isSsrBuild,
    // No <link rel=modulepreload> added by script before each dynamic import: inserting them
    // cost a long task at start-up, and boot.ts loads the start-up modules one step at a time.
    modulePreload: false,
  },
  // The server render is one self-contained bundle (`dist/.ssr/entry-server.js`), with the same
  // production builds of React, MobX and the router as the browser's, whatever NODE_ENV the server
  // runs with: left to the server's environment, a shop started without NODE_ENV rendered with
  // React's development build (29–32 pages/s uncached, against 40–45).
  ssr: { noExternal: true },
  ...(isSsrBuild && mode === 'production'
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
}));
