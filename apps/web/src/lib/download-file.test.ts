import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download-file.ts';

describe('the file name of a Content-Disposition header', () => {
  it('prefers the UTF-8 name, then the quoted one, then a bare one', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Kumar v Patil.zip"; filename*=UTF-8''Kumar%20v%20Pati%CC%81l.zip`,
      ),
    ).toBe('Kumar v Pati\u0301l.zip');
    expect(filenameFromDisposition('attachment; filename="Kumar v Patil.zip"')).toBe('Kumar v Patil.zip');
    expect(filenameFromDisposition('attachment; filename=case.zip')).toBe('case.zip');
  });

  it('gives nothing when there is no name, so that the caller falls back', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
