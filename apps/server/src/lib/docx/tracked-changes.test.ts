import { Document, Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { unzipEntries } from '../zip/zip.fixture.ts';
import { trackedChangeParagraphs } from './tracked-changes.ts';

async function documentXml(runs: Parameters<typeof trackedChangeParagraphs>[0]): Promise<string> {
  const children = trackedChangeParagraphs(runs, {
    author: 'Reviewer',
    date: new Date('2026-05-04T10:20:30.456Z'),
  });
  const bytes = await Packer.toBuffer(new Document({ sections: [{ children }] }));
  const part = unzipEntries(bytes).find((e) => e.name === 'word/document.xml');
  return part?.data.toString('utf8') ?? '';
}

describe('tracked-change paragraphs', () => {
  it('marks insertions as w:ins and deletions as w:del, each with author, date and its own id', async () => {
    const xml = await documentXml([
      { kind: 'same', text: 'The Supplier shall deliver ' },
      { kind: 'delete', text: 'promptly' },
      { kind: 'insert', text: 'within thirty days' },
      { kind: 'same', text: '.' },
    ]);
    const ins = /<w:ins [^>]*>[\s\S]*?<\/w:ins>/.exec(xml)?.[0] ?? '';
    const del = /<w:del [^>]*>[\s\S]*?<\/w:del>/.exec(xml)?.[0] ?? '';
    expect(ins).toContain('within thirty days');
    expect(ins).toContain('w:author="Reviewer"');
    expect(ins).toContain('w:date="2026-05-04T10:20:30Z"');
    expect(del).toContain('<w:delText');
    expect(del).toContain('promptly');
    expect(del).toContain('w:author="Reviewer"');
    const ids = [...xml.matchAll(/<w:(?:ins|del) w:id="(\d+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(2);
    expect(xml).toContain('The Supplier shall deliver');
  });

  it('starts a new paragraph at a blank line, and a text without changes has no w:ins or w:del', async () => {
    const xml = await documentXml([{ kind: 'same', text: 'One.\n\nTwo\nlines.' }]);
    expect(xml.match(/<w:p>|<w:p /g)?.length).toBe(2);
    expect(xml).toContain('Two lines.');
    expect(xml).not.toMatch(/<w:ins|<w:del/);
  });
});
