import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { handWrittenPdf, makeTestPdf } from './test-pdfs.fixture.ts';

/** A PDF made by pdf-lib, changed by `change`, saved with object streams (names compressed). */
async function withChange(change: (doc: PDFDocument) => void | Promise<void>): Promise<Buffer> {
  const doc = await PDFDocument.load(await makeTestPdf({ pages: 1 }));
  await change(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** PDFs with active content, each as a PDF writer or an attacker would make it. */
export async function activeContentPdfs(): Promise<Record<string, Buffer>> {
  const script = (doc: PDFDocument) =>
    doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  return {
    'an /OpenAction running JavaScript (in an object stream)': await withChange((doc) => {
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(script(doc)));
    }),
    'a document-level /JavaScript name tree (in an object stream)': await withChange((doc) => {
      const names = doc.context.obj({ Names: [PDFString.of('x'), doc.context.register(script(doc))] });
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: names }));
    }),
    'a /Launch action': await withChange((doc) => {
      const launch = doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(launch));
    }),
    'an embedded file (attachment)': await withChange(async (doc) => {
      await doc.attach(Buffer.from('MZ not really a program'), 'invoice.exe', { mimeType: 'text/plain' });
    }),
    'a page /AA (additional actions)': await withChange((doc) => {
      const page = doc.getPage(0);
      page.node.set(PDFName.of('AA'), doc.context.obj({ O: doc.context.register(script(doc)) }));
    }),
    'a /RichMedia annotation': await withChange((doc) => {
      const annot = doc.context.obj({ Type: 'Annot', Subtype: 'RichMedia', Rect: [0, 0, 10, 10] });
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
    }),
    'a hex-escaped /J#61vaScript name, written by hand': handWrittenPdf(
      '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
    ),
    'an escaped /#4Caunch name, written by hand': handWrittenPdf(
      '/OpenAction << /S /#4C#61unch /F (calc) >>',
    ),
  };
}
