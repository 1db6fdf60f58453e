import { describe, expect, it } from 'vitest';
import { contractFileName, translatedPdfSettings } from './pdf-settings.ts';

describe('the PDF settings of spec §9', () => {
  it('for a translated document: 1 inch margin, A4 portrait, jpeg quality 1, render scale 2', () => {
    expect(translatedPdfSettings('a.pdf')).toEqual({
      filename: 'a.pdf',
      margin: 1,
      image: { type: 'jpeg', quality: 1 },
      html2canvas: { scale: 2 },
      jsPDF: { unit: 'in', format: 'a4', orientation: 'portrait' },
    });
  });

  it('names the file after the contract, or Contract', () => {
    expect(contractFileName('Non-disclosure agreement: Asha / Acme', 'pdf')).toBe(
      'Non-disclosure agreement Asha  Acme.pdf',
    );
    expect(contractFileName('***', 'docx')).toBe('Contract.docx');
  });
});
