import { createReadStream } from 'node:fs';
import { INDIAN_FONTS_STYLESHEET } from '@lexi/shared/indian-scripts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { indianFontFaces } from '../lib/web-fonts/indian-font-faces.ts';
import { notFoundBody } from './errors.ts';

const FONTS_PATH = INDIAN_FONTS_STYLESHEET.slice(0, INDIAN_FONTS_STYLESHEET.lastIndexOf('/'));

/**
 * The Indian-script web fonts for the web app and the server-rendered sandbox eSign pages: one
 * stylesheet and the WOFF2 files it names, nothing else from the font packages.
 */
export const webFontsPlugin = fp(async (app: FastifyInstance) => {
  const faces = indianFontFaces();
  app.get(INDIAN_FONTS_STYLESHEET, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(faces.css),
  );
  app.get<{ Params: { file: string } }>(`${FONTS_PATH}/:file`, async (request, reply) => {
    const path = faces.files.get(request.params.file);
    if (!path) return reply.status(404).send(notFoundBody());
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=604800')
      .send(createReadStream(path));
  });
});
