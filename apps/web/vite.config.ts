import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** The API server of `npm run dev`; the production server serves the built files itself. */
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The rich-text editor (tiptap, ProseMirror) is left to the automatic split: only lazy pages
            // import it. A named group for it with includeDependenciesRecursively: false broke its
            // modules' order of evaluation ("re is not a function" on /drafts/:id).
            // pdf.js is loaded only where a PDF is shown (e-mohar): a chunk of its own, fetched on demand.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
            // html2pdf.js (with jsPDF and html2canvas) is loaded only when a contract is saved as PDF.
            {
              name: 'html2pdf',
              test: /node_modules[\\/](html2pdf\.js|jspdf|html2canvas|canvg|core-js|fflate)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
