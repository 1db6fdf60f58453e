import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig } from 'vite';
import {
  type FirstPageChunkNames,
  firstPageGroups,
  firstPagesFile,
  readFirstPass,
  signedInPagesFile,
} from './build/first-pages.ts';
import { precompress } from './build/precompress.ts';

/** The API server of `npm run dev`; the production server serves the built files itself. */
const apiServer = 'http://127.0.0.1:3000';

/** Set while the build's first pass runs (see firstPageChunkNames): that pass splits Rolldown's way. */
const FIRST_PASS = 'LEXI_BUILD_FIRST_PASS';

/** A build split Rolldown's way, in memory, for where the first pages' modules end up. */
async function firstPass(): Promise<FirstPageChunkNames> {
  process.env[FIRST_PASS] = '1';
  try {
    const output = await build({
      configFile: fileURLToPath(import.meta.url),
      logLevel: 'warn',
      build: { write: false },
    });
    if (!('output' in output || Array.isArray(output))) throw new Error('first pass: no output');
    return readFirstPass(output);
  } finally {
    delete process.env[FIRST_PASS];
  }
}

export default defineConfig(async ({ command }) => ({
  plugins: [
    react(),
    ...(process.env[FIRST_PASS] ? [signedInPagesFile()] : [firstPagesFile(), precompress()]),
  ],
  server: {
    proxy: {
      '/api': { target: apiServer, ws: true },
      '/healthz': apiServer,
      '/fonts': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: `npm run bench` reads the first page's chunks from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page is loaded on demand (app/router.tsx). Only libraries that a lazy page alone
        // uses get a named chunk: the groups below never hold code the first page needs, so the
        // entry stays small, and the rest (React, the Mantine components in use) is split by
        // where it is imported.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 10,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The rich-text editor (tiptap, ProseMirror) is left to the automatic split: only lazy pages
            // import it. A named group for it with includeDependenciesRecursively: false broke its
            // modules' order of evaluation ("re is not a function" on /drafts/:id).
            // pdf.js is loaded only where a PDF is shown (e-mohar): a chunk of its own, fetched on demand.
            { name: 'pdfjs', priority: 10, test: /node_modules[\\/]pdfjs-dist[\\/]/ },
            // html2pdf.js (with jsPDF and html2canvas) is loaded only when a contract is saved as PDF.
            {
              name: 'html2pdf',
              priority: 10,
              test: /node_modules[\\/](html2pdf\.js|jspdf|html2canvas|canvg|core-js|fflate)[\\/]/,
            },
            ...(command === 'build' && !process.env[FIRST_PASS] ? firstPageGroups(await firstPass(), 9) : []),
          ],
        },
      },
    },
  },
}));
