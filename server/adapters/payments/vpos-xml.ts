/**
 * Cardlink's server-to-server API, the "VPOS XML API" 2.1 (Modirum VPOS, as Cardlink, Nexi and Worldline Greece run
 * it; https://developer.cardlink.gr, "VPOS XML requests", secondary requests): the shop POSTs `application/xml`
 *
 *   <VPOS xmlns="http://www.modirum.com/schemas/vposxmlapi41" xmlns:ns2="http://www.w3.org/2000/09/xmldsig#">
 *     <Message messageId="…" timeStamp="…" version="2.1"><RefundRequest>…</RefundRequest></Message>
 *     <Digest>Base64(SHA-256(canonical XML 1.0 of Message + shared secret))</Digest>
 *   </VPOS>
 *
 * and the processor answers a Message of the same form (`StatusResponse`, `RefundResponse`, `CancelResponse`) signed
 * the same way, or an unsigned error envelope (`<ErrorCode>`, `<ErrorMessage>`). Canonical XML 1.0 (inclusive, no
 * comments) of the Message: the namespaces declared on VPOS are written on Message, namespace declarations first,
 * then attributes by name, text and attributes escaped as the recommendation says, no empty-element tags.
 * Used by the Cardlink adapter (client) and by the embedded test processor (server), so both sign alike.
 */
import crypto from 'node:crypto';
import { Parser } from 'htmlparser2';

export const VPOS_NS = 'http://www.modirum.com/schemas/vposxmlapi41';
export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const VPOS_NAMESPACES: Readonly<Record<string, string>> = { xmlns: VPOS_NS, 'xmlns:ns2': DSIG_NS };

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

/** An element; a string child is text. */
export const xml = (name: string, children: readonly (XmlElement | string | undefined)[] = [], attributes: Record<string, string> = {}): XmlElement => ({
  name, attributes, children: children.filter((c): c is XmlElement | string => c !== undefined),
});

const escapeText = (s: string) => s.replace(/[&<>\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#xD;' })[c] as string);
const escapeAttribute = (s: string) =>
  s.replace(/[&<"\t\n\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;', '\t': '&#x9;', '\n': '&#xA;', '\r': '&#xD;' })[c] as string);
const isNamespaceDeclaration = (name: string) => name === 'xmlns' || name.startsWith('xmlns:');

/**
 * Canonical XML 1.0 of `element`, whose ancestors declared `inherited` (`xmlns`, `xmlns:p` → URI): they are written on
 * `element` itself, as for the apex of a canonicalised subtree; descendants write only declarations that change.
 */
export function canonicalXml(element: XmlElement, inherited: Readonly<Record<string, string>> = {}, apex = true): string {
  const own = Object.entries(element.attributes);
  const declared = Object.fromEntries(own.filter(([name]) => isNamespaceDeclaration(name)));
  const inScope = { ...inherited, ...declared };
  const rendered = Object.entries(apex ? inScope : declared)
    .filter(([name, uri]) => (apex ? !(name === 'xmlns' && uri === '') : inherited[name] !== uri))
    .sort(([a], [b]) => (a === 'xmlns' ? -1 : b === 'xmlns' ? 1 : a < b ? -1 : a > b ? 1 : 0));
  const uriOf = (name: string) => (name.includes(':') ? inScope[`xmlns:${name.slice(0, name.indexOf(':'))}`] ?? '' : '');
  const localOf = (name: string) => name.slice(name.indexOf(':') + 1);
  const attributes = own.filter(([name]) => !isNamespaceDeclaration(name)).sort(([a], [b]) => {
    const ka = `${uriOf(a)}\u0000${localOf(a)}`;
    const kb = `${uriOf(b)}\u0000${localOf(b)}`;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  const start = [element.name, ...[...rendered, ...attributes].map(([name, value]) => `${name}="${escapeAttribute(value)}"`)].join(' ');
  const content = element.children.map((child) => (typeof child === 'string' ? escapeText(child) : canonicalXml(child, inScope, false))).join('');
  return `<${start}>${content}</${element.name}>`;
}

export const vposDigest = (message: XmlElement, secret: string): string =>
  crypto.createHash('sha256').update(canonicalXml(message, VPOS_NAMESPACES) + secret, 'utf8').digest('base64');

/** A VPOS document: the Message (version 2.1) around `body`, and its digest. */
export function signedVpos(body: XmlElement, messageId: string, timeStamp: string, secret: string): string {
  const message = xml('Message', [body], { messageId, timeStamp, version: '2.1' });
  const root = xml('VPOS', [message, xml('Digest', [vposDigest(message, secret)])], { ...VPOS_NAMESPACES });
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${canonicalXml(root)}`;
}

/** The unsigned error envelope (version 1.0) a VPOS answers a request it cannot take with. */
export function vposError(code: string, message: string, messageId: string, timeStamp: string): string {
  const body = xml('Message', [xml('ErrorCode', [code]), xml('ErrorMessage', [message])], { messageId, timeStamp, version: '1.0' });
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${canonicalXml(xml('VPOS', [body], { ...VPOS_NAMESPACES }))}`;
}

/**
 * Parses an XML document into elements (text and CDATA kept, comments and processing instructions dropped; no DTD
 * and no entity but the five predefined and character references are expanded, so no entity expansion attack).
 * Linear in the input. Undefined when there is no root element, or when elements nest deeper than `MAX_XML_DEPTH`
 * (a VPOS message is five levels deep; a hostile answer of nested elements must not exhaust the stack later).
 */
export function parseXml(text: string): XmlElement | undefined {
  type Building = { name: string; attributes: Record<string, string>; children: (XmlElement | string)[] };
  const stack: Building[] = [];
  let root: XmlElement | undefined;
  let tooDeep = false;
  const parser = new Parser({
    onopentag(name, attribs) {
      if (stack.length >= MAX_XML_DEPTH) tooDeep = true;
      stack.push({ name, attributes: { ...attribs }, children: [] });
    },
    ontext(data) {
      const top = stack.at(-1);
      if (!top) return;
      const last = top.children.at(-1);
      if (typeof last === 'string') top.children[top.children.length - 1] = last + data;
      else top.children.push(data);
    },
    onclosetag() {
      const done = stack.pop();
      if (!done) return;
      const parent = stack.at(-1);
      if (parent) parent.children.push(done);
      else root ??= done;
    },
  }, { xmlMode: true, decodeEntities: true, recognizeCDATA: true, recognizeSelfClosing: true });
  parser.write(text);
  parser.end();
  return tooDeep ? undefined : root;
}

export const MAX_XML_DEPTH = 16;

export const childOf = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === name);
/** The text of the element at `path` under `element` (trimmed), '' when absent. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string {
  let at = element;
  for (const name of path) at = childOf(at, name);
  return at ? at.children.filter((c): c is string => typeof c === 'string').join('').trim() : '';
}
export const firstElement = (element: XmlElement | undefined): XmlElement | undefined =>
  element?.children.find((c): c is XmlElement => typeof c !== 'string');

export interface ReadVpos {
  readonly message: XmlElement;
  /** The Digest is right for the Message under the shared secret. */
  readonly signed: boolean;
}

/** Reads a VPOS document: its Message and whether its Digest is right; undefined when it is not one. */
export function readVpos(text: string, secret: string): ReadVpos | undefined {
  const root = parseXml(text);
  const message = childOf(root, 'Message');
  if (!root || root.name !== 'VPOS' || !message) return undefined;
  const posted = textAt(root, 'Digest');
  const inherited = Object.fromEntries(Object.entries(root.attributes).filter(([name]) => isNamespaceDeclaration(name)));
  const expected = crypto.createHash('sha256').update(canonicalXml(message, inherited) + secret, 'utf8').digest('base64');
  const a = Buffer.from(posted);
  const b = Buffer.from(expected);
  return { message, signed: a.length === b.length && crypto.timingSafeEqual(a, b) };
}
