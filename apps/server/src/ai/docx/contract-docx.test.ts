import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxRuns } from '../../lib/docx/docx-xml.fixture.ts';
import { draftContract } from '../builtin/draft-contract.ts';
import { draftInput } from '../test/draft-fixtures.ts';
import { contractToDocx } from './contract-docx.ts';

const soffice = spawnSync('sh', ['-c', 'command -v soffice || command -v libreoffice'], {
  encoding: 'utf8',
}).stdout.trim();

describe('the contract DOCX', () => {
  const contract = draftContract(draftInput('uk', 'software_licence'));

  it('is a Word file that mammoth reads back with the title, the governing law and both parties', async () => {
    const docx = await contractToDocx(contract);
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const { value: text } = await mammoth.extractRawText({ buffer: docx });
    expect(text).toContain('Software Licence Agreement');
    expect(text).toContain('governed by and construed in accordance with the law of England and Wales');
    expect(text).toContain('Oliver Bennett');
    expect(text).toContain('Thames Digital Ltd');
    expect(text).toContain('Name: Sarah Hughes');
  });

  it('keeps headings, clause numbers and bold party names', async () => {
    const { value: html } = await mammoth.convertToHtml({ buffer: await contractToDocx(contract) });
    expect(html).toContain('<h2>1. Definitions and Interpretation</h2>');
    expect(html).toMatch(/<strong>1\.1\s*<\/strong>/);
    expect(html).toContain('<strong>Oliver Bennett</strong>');
    expect(html).toContain('<table>');
  });

  it('keeps Hindi party names and addresses exactly, in runs that name a font for Devanagari', async () => {
    const parties = {
      name1: 'रमेश कुमार शर्मा',
      rel_name1: 'सुरेश शर्मा',
      address1: 'मकान नं. 12, गांधी मार्ग, जयपुर 302001',
      bname2: 'कावेरी फ़ूड्स प्राइवेट लिमिटेड',
      brel_name2: 'विक्रम क्षत्रिय',
      baddress2: '४ रेज़िडेंसी रोड, बेंगलुरु ५६००२५',
    };
    const docx = await contractToDocx(draftContract(draftInput('india', 'service_consultancy', {}, parties)));
    const { value: text } = await mammoth.extractRawText({ buffer: docx });
    for (const value of Object.values(parties)) expect(text).toContain(value);

    const runs = await docxRuns(docx);
    const devanagari = runs.filter(([, run]) => /[\u0900-\u097f]/.test(run));
    expect(devanagari.length).toBeGreaterThan(0);
    for (const [properties] of devanagari) {
      expect(properties).toContain('w:cs="Nirmala UI"');
      expect(properties).toContain('w:hint="cs"');
      expect(properties).toContain('<w:lang w:bidi="hi-IN"/>');
    }
    expect(runs.find(([, run]) => run.includes('रमेश कुमार शर्मा'))?.[0]).toContain('<w:bCs/>');
  });

  it.skipIf(!soffice)(
    `converts to PDF with LibreOffice${soffice ? '' : ' (skipped: soffice is not installed on this machine)'}`,
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'lexi-docx-'));
      await writeFile(join(dir, 'contract.docx'), await contractToDocx(contract));
      execFileSync(
        soffice,
        ['--headless', '--convert-to', 'pdf', '--outdir', dir, join(dir, 'contract.docx')],
        {
          timeout: 60_000,
        },
      );
      const pdf = await readFile(join(dir, 'contract.pdf'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    },
    90_000,
  );
});
