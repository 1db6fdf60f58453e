import { describe, expect, it } from 'vitest';
import { htmlToDocx } from '../../lib/docx/html-to-docx.ts';
import { deflatedEntry, repeatedBytesDeflated, unzipEntries, zipArchive } from '../../lib/zip/zip.fixture.ts';
import { docxBytesToHtml } from './docx-to-html.ts';

describe('docxBytesToHtml', () => {
  it("reads LeXi's own DOCX, and refuses one that would unpack to a gigabyte before mammoth opens it", async () => {
    const docx = await htmlToDocx('<h1>Lease Deed</h1><p>The Licensee pays monthly.</p>', 'Lease Deed');
    expect(await docxBytesToHtml(docx)).toContain('The Licensee pays monthly.');
    const bomb = zipArchive(
      unzipEntries(docx).map((part) =>
        part.name === 'word/document.xml'
          ? { name: part.name, deflated: repeatedBytesDeflated(1024), uncompressedSize: 1024 ** 3 }
          : deflatedEntry(part.name, part.data),
      ),
    );
    await expect(docxBytesToHtml(bomb)).rejects.toMatchObject({ code: 'contracts.docx_unreadable' });
  });
});
