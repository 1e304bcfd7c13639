/**
 * The two competition-rules PDFs of SPEC.md section 9 (issue 19): public/files/competition-rules-{el,en}.pdf, copied
 * by the Vite build into dist/files/ (as here into a fake build), are served at stable URLs as `application/pdf`,
 * are real PDFs, carry their language's title, and their text, read back through the embedded font's ToUnicode map,
 * is the rules' text: Greek letters in the Greek one, so the Greek renders (the font with Greek glyphs is embedded).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFPage, PDFRawStream, PDFRef } from 'pdf-lib';
import { COMPETITION_RULES } from '../../scripts/competition-rules/text';
import { startTestServer, type TestServer } from '../support/server-harness';

const publicFiles = path.resolve(import.meta.dirname, '../../public/files');

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-dist-rules-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="el"><head><title>FerryShop</title></head><body><div id="root"></div></body></html>');
  fs.cpSync(publicFiles, path.join(dist, 'files'), { recursive: true });
  server = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function streamBytes(pdf: PDFDocument, value: unknown): Uint8Array {
  const stream = value instanceof PDFRef ? pdf.context.lookup(value) : value;
  if (!(stream instanceof PDFRawStream)) throw new Error('expected a stream');
  return decodePDFRawStream(stream).decode();
}

/** The text a page draws, decoded with each embedded font's ToUnicode CMap (the text a reader copies out). */
function pageText(pdf: PDFDocument, page: PDFPage): string {
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    expect(descriptor.get(PDFName.of('FontFile2')), `font ${name.asString()} is embedded`).toBeInstanceOf(PDFRef);
    const cmap = Buffer.from(streamBytes(pdf, font.get(PDFName.of('ToUnicode')))).toString('latin1');
    const map = new Map<string, string>();
    for (const [, glyph, unicode] of cmap.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
      const units = (unicode as string).match(/.{4}/g) ?? [];
      map.set((glyph as string).toUpperCase(), String.fromCharCode(...units.map((u) => parseInt(u, 16))));
    }
    maps.set(name.asString(), map);
  }
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const ops = streams.map((s) => Buffer.from(streamBytes(pdf, s)).toString('latin1')).join('\n');
  let current: Map<string, string> | undefined;
  const lines: string[] = [];
  for (const [, font, hex] of ops.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
    if (font) current = maps.get(font);
    else lines.push(((hex as string).toUpperCase().match(/.{4}/g) ?? []).map((glyph) => current?.get(glyph) ?? '\uFFFD').join(''));
  }
  return lines.join('\n');
}

describe('competition-rules PDFs (SPEC section 9)', () => {
  it.each(COMPETITION_RULES.map((doc) => [doc.lang, doc] as const))('/files/competition-rules-%s.pdf is the rules in its language', async (lang, doc) => {
    const response = await fetch(`${server.url}/files/competition-rules-${lang}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe(doc.title);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    const text = pdf.getPages().map((page) => pageText(pdf, page)).join('\n');
    expect(text).not.toContain('\uFFFD');
    const words = (s: string) => s.split(/\s+/).join(' ');
    const flat = words(text);
    expect(flat).toContain(words(doc.title));
    for (const section of doc.sections) expect(flat).toContain(section.heading);
    expect(flat).toContain('customercare@ferryshop.gr');
    if (lang === 'el') {
      expect(flat).toContain('Όροι συμμετοχής στον διαγωνισμό');
      expect(flat).toContain('Προσωπικά δεδομένα (ΓΚΠΔ)');
    } else {
      expect(flat).toContain('Personal data (GDPR)');
    }
  });

  it('answers 404 for a rules file in a language that has none', async () => {
    const response = await fetch(`${server.url}/files/competition-rules-xx.pdf`);
    expect(response.status).toBe(404);
  });
});
