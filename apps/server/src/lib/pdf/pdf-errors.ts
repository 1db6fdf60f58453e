import { messages } from '@lexi/shared/messages';

export type PdfErrorCode =
  | 'pdf.not_pdf'
  | 'pdf.too_large'
  | 'pdf.truncated'
  | 'pdf.encrypted'
  | 'pdf.unreadable'
  | 'pdf.active_content';

/** An upload the signing service cannot take, with a stable code and a sentence the person can act on. */
export class PdfError extends Error {
  constructor(
    readonly code: PdfErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PdfError';
  }
}

export class NotPdfError extends PdfError {
  constructor() {
    super('pdf.not_pdf', 'This file is not a PDF. Upload the document as a PDF file.');
  }
}

export class PdfTooLargeError extends PdfError {
  constructor(readonly limitBytes: number) {
    super(
      'pdf.too_large',
      `This PDF is larger than ${Math.round(limitBytes / 1024 / 1024)} MB. Upload a smaller file.`,
    );
  }
}

export class PdfTruncatedError extends PdfError {
  constructor() {
    super('pdf.truncated', 'This PDF is incomplete or damaged. Upload the file again or export it anew.');
  }
}

export class PdfEncryptedError extends PdfError {
  constructor() {
    super(
      'pdf.encrypted',
      'This PDF is password-protected or encrypted. Remove the protection, save it again and upload it.',
    );
  }
}

export class PdfUnreadableError extends PdfError {
  constructor() {
    super(
      'pdf.unreadable',
      'This PDF cannot be read. Export it anew from the program that made it and upload it.',
    );
  }
}

/** Scripts, launch actions, embedded files, rich media or automatic actions: refused at upload. */
export class PdfActiveContentError extends PdfError {
  constructor(readonly found: string) {
    super('pdf.active_content', messages.common.pdfActiveContent);
  }
}
