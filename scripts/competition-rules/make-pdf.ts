/**
 * Exports: `makeRulesPdf(doc): Promise<Uint8Array>`. Run as a script (`node --import tsx
 * scripts/competition-rules/make-pdf.ts`) it writes public/files/competition-rules-el.pdf and -en.pdf (the two
 * competition-rules PDFs of SPEC.md section 9), which the Vite build copies to dist/files/ and the server serves at
 * /files/competition-rules-{el,en}.pdf. The PDFs are committed (a legal text is reviewed as the file the traveller
 * gets, and neither the build nor the server needs the PDF library): run the script again after editing text.ts.
 *
 * Laid out with pdf-lib and @pdf-lib/fontkit in DejaVu Sans (npm `dejavu-fonts-ttf`, Bitstream Vera / DejaVu
 * licence: free to embed and redistribute), embedded as a subset, so the Greek text renders in every reader.
 * A4, 10.5 pt body text, page numbers in the footer, title, subject, language and author in the document's info.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { COMPETITION_RULES, type RulesDocument } from './text';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { x: 64, top: 72, bottom: 72 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.1, 0.12, 0.16);
const ACCENT = rgb(0.02, 0.33, 0.55);
const MUTED = rgb(0.38, 0.42, 0.48);
/** A fixed date, so that a run of the script changes the files only when the text changes (almost: the font subset's tag is random). */
const ISSUED = new Date('2026-11-26T00:00:00Z');

/** The lines of `text` at `size` that fit `width`, broken between words (a word longer than a line stands alone). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function makeRulesPdf(doc: RulesDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fs.readFileSync(path.join(fontDir, 'DejaVuSans.ttf')), { subset: true });
  const bold = await pdf.embedFont(fs.readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')), { subset: true });
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setSubject(doc.subject);
  pdf.setKeywords([...doc.keywords]);
  pdf.setAuthor('FerryShop');
  pdf.setCreator('FerryShop');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage(doc.lang);
  pdf.setCreationDate(ISSUED);
  pdf.setModificationDate(ISSUED);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN.top;
  const write = (lines: string[], font: PDFFont, size: number, color = INK, after = 0) => {
    const leading = size * 1.45;
    for (const line of lines) {
      if (y - leading < MARGIN.bottom) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN.top;
      }
      y -= leading;
      page.drawText(line, { x: MARGIN.x, y, size, font, color });
    }
    y -= after;
  };
  /** Keeps a heading with the first lines of its text on one page. */
  const keepWith = (height: number) => {
    if (y - height < MARGIN.bottom) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN.top;
    }
  };

  write(wrap(doc.title, bold, 18, WIDTH), bold, 18, ACCENT, 4);
  write(wrap(doc.subtitle, regular, 11, WIDTH), regular, 11, MUTED, 14);
  for (const section of doc.sections) {
    keepWith(12 * 1.45 + 3 * 10.5 * 1.45);
    write(wrap(section.heading, bold, 12, WIDTH), bold, 12, ACCENT, 2);
    for (const paragraph of section.paragraphs) write(wrap(paragraph, regular, 10.5, WIDTH), regular, 10.5, INK, 6);
    y -= 6;
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const text = doc.footer.replace('{page}', String(index + 1)).replace('{pages}', String(pages.length));
    each.drawText(text, { x: MARGIN.x, y: MARGIN.bottom / 2, size: 8.5, font: regular, color: MUTED });
  });
  // Plain (not object-stream) cross-references: every reader, old ones included, opens the file.
  return pdf.save({ useObjectStreams: false });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('../../public/files/', import.meta.url));
  fs.mkdirSync(out, { recursive: true });
  for (const doc of COMPETITION_RULES) {
    const file = path.join(out, `competition-rules-${doc.lang}.pdf`);
    fs.writeFileSync(file, await makeRulesPdf(doc));
    console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
  }
}
