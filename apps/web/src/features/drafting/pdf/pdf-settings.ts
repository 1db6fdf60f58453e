import { INDIAN_FONT_STACK } from '@lexi/shared/indian-scripts';

/** The printed contract's fonts: a serif for Latin text, the Noto faces for the Indian scripts. */
export const PRINT_FONT_STACK = `Georgia, "Times New Roman", ${INDIAN_FONT_STACK}, serif`;

/** The options of html2pdf.js that the spec sets (its own type is declared inside a module block). */
export interface Html2PdfOptions {
  filename: string;
  margin?: number;
  image: { type: 'jpeg'; quality: number };
  html2canvas?: { scale: number };
  jsPDF?: { unit: 'in'; format: 'a4'; orientation: 'portrait' };
}

/** Spec §9 "Translated-PDF settings": 1 inch margin, A4 portrait, jpeg quality 1, render scale 2. */
export function translatedPdfSettings(filename: string): Html2PdfOptions {
  return {
    filename,
    margin: 1,
    image: { type: 'jpeg', quality: 1 },
    html2canvas: { scale: 2 },
    jsPDF: { unit: 'in', format: 'a4', orientation: 'portrait' },
  };
}

/** A file name from the contract's title: letters, digits, spaces, dots and dashes only. */
export function contractFileName(title: string, extension: 'pdf' | 'docx'): string {
  const base = title.replace(/[^\w .-]+/g, '').trim() || 'Contract';
  return `${base}.${extension}`;
}
