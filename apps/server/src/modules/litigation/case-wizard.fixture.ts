import type { FastifyInstance } from 'fastify';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart body with fields and several files, as a browser's FormData sends it. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----lexi${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function postForm(app: FastifyInstance, url: string, parts: FormPart[], token?: string) {
  const form = multipartForm(parts);
  return app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { 'content-type': form.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
