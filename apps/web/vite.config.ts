import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm run dev`; the production server serves the built files itself. */
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll)/ },
            // pdf.js is loaded only where a PDF is shown (e-mohar): a chunk of its own, fetched on demand.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
            // html2pdf.js (with jsPDF and html2canvas) is loaded only when a contract is saved as PDF.
            {
              name: 'html2pdf',
              test: /node_modules[\\/](html2pdf\.js|jspdf|html2canvas|canvg|core-js|fflate)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
