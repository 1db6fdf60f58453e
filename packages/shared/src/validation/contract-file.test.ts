import { describe, expect, it } from 'vitest';
import { IQ_MAX_FILE_BYTES } from '../api/iq.ts';
import { messages } from '../messages.ts';
import { contractFileKindOf, contractFileProblem } from './contract-file.ts';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const a = messages.analysis;

describe('the contract file rule of LeXi IQ', () => {
  it('knows a PDF and a DOCX by content, not by name', () => {
    expect(contractFileKindOf(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(contractFileKindOf(bytes('\n\n junk %PDF-1.4'))).toBe('pdf');
    expect(contractFileKindOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('docx');
    expect(contractFileKindOf(bytes('PK'))).toBeNull();
    expect(contractFileKindOf(bytes('just words'))).toBeNull();
  });

  it('refuses an empty, an oversized or an unknown file with the catalogue’s sentence', () => {
    const pdf = bytes('%PDF-1.7');
    expect(contractFileProblem({ size: 10 }, pdf)).toBeNull();
    expect(contractFileProblem({ size: IQ_MAX_FILE_BYTES }, pdf)).toBeNull();
    expect(contractFileProblem({ size: 0 }, pdf)).toBe(a.texts.emptyFile);
    expect(contractFileProblem({ size: IQ_MAX_FILE_BYTES + 1 }, pdf)).toBe(a.own.fileTooLarge);
    expect(contractFileProblem({ size: 10 }, bytes('hello'))).toBe(a.own.unsupportedFile);
  });
});
