/**
 * The text of a document as LeXi reads it: pages of paragraphs in reading order, with what could
 * not be read said plainly. One shape for PDF and DOCX, for every reader (the case wizard, LeXi IQ).
 */
export type DocumentKind = 'pdf' | 'docx';

export type PageText = {
  /** 1-based, as a person counts pages. */
  number: number;
  /** Paragraphs in reading order: columns one after the other, headers, footers and page numbers left out. */
  paragraphs: string[];
  /** The page shows images but has no text layer: it was scanned (or photographed) and never OCR'd. */
  scanned: boolean;
};

export type DocumentText = {
  kind: DocumentKind;
  pages: PageText[];
  /** The whole text: paragraphs separated by a blank line. */
  text: string;
  /** Numbers of the pages that are images without text. */
  scannedPages: number[];
  /** Lines left out as running headers, footers or page numbers (once each), for logs and tests. */
  droppedRunningLines: string[];
};

/** Why a document could not be read at all; the caller turns it into a sentence naming the file. */
export type DocumentTextFailure = 'unsupported' | 'encrypted' | 'unreadable' | 'too_many_pages';

export class DocumentTextError extends Error {
  constructor(
    readonly reason: DocumentTextFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentTextError';
  }
}
