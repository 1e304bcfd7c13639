/**
 * SPEC.md section 2's page flags, enforced by the server (issue 19). A protected page (not `unprotected`) is read
 * only by a logged-in user or the administrator: to anyone else (no token, a dead or made-up token) the Content API
 * answers as if it did not exist (the page, its sections and items are left out of lists; gets are 404), and its
 * HTML is never rendered with its content (200 app shell, noindex: the session lives in the browser). A guest-only
 * page is not secret: anyone reads it (the web app sends a logged-in user on).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/server-harness';
import { activeUser, type TestUser } from './auth-support';
import { ADMIN_TOKEN, call, q, type Rows } from './content-support';

const SECRET = 'Members-only fare: Piraeus–Naxos at 19 €';
let server: TestServer;
let dist: string;
let traveller: TestUser;
const page = { id: 0, sectionId: 0, itemId: 0 };

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-dist-access-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="el"><head><title>FerryShop</title></head><body><div id="root"></div></body></html>');
  server = await startTestServer({ env: { ADMIN_TOKEN }, distDir: dist });
  traveller = await activeUser(server, 'members');
  const admin = (p: string, body: unknown) => call(server, 'POST', p, body, ADMIN_TOKEN);
  const created = await admin('/api/pages', { translationKey: 'members-fares', slug: 'members-fares', languageCode: 'en', title: 'Members’ fares', unprotected: false });
  expect(created.status).toBe(201);
  page.id = created.body.id as number;
  const templates = await call(server, 'GET', `/api/templates?where=${q({ component: 'RichText' })}`);
  const section = await admin('/api/sections', { pageId: page.id, templateId: (templates.body.data as Rows)[0]?.id, position: 1 });
  page.sectionId = section.body.id as number;
  const item = await admin('/api/sectionItems', { sectionId: page.sectionId, key: 'html', value: `<p>${SECRET}</p>`, position: 1 });
  page.itemId = item.body.id as number;
  expect((await admin('/api/pages', { translationKey: 'sign-in', slug: 'sign-in', languageCode: 'en', title: 'Sign in', guestOnly: true })).status).toBe(201);
  // A public Greek version of the same page: its translations must not name the protected English slug to a guest.
  expect((await admin('/api/pages', { translationKey: 'members-fares', slug: 'prosfores-melon', languageCode: 'el', title: 'Προσφορές μελών' })).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const lookup = `/api/pages?where=${q({ slug: 'members-fares', languageCode: 'en', active: true })}&include=${q({ sections: true })}`;

describe('a protected page', () => {
  it.each([
    ['no token', null],
    ['a made-up token', 'not-a-session-token'],
  ])('is not there for a visitor with %s: lists leave it out, gets are 404, and its text is nowhere', async (_case, token) => {
    const listed = await call(server, 'GET', lookup, undefined, token);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ data: [], total: 0 });
    const all = await call(server, 'GET', '/api/pages?take=100', undefined, token);
    expect((all.body.data as Rows).map((p) => p.slug)).not.toContain('members-fares');
    expect((await call(server, 'GET', `/api/pages/${page.id}`, undefined, token)).status).toBe(404);
    expect((await call(server, 'GET', `/api/sections/${page.sectionId}`, undefined, token)).status).toBe(404);
    expect((await call(server, 'GET', `/api/sectionItems/${page.itemId}`, undefined, token)).status).toBe(404);
    const sections = await call(server, 'GET', `/api/sections?where=${q({ pageId: page.id })}`, undefined, token);
    expect(sections.body).toMatchObject({ data: [], total: 0 });
    const items = await call(server, 'GET', `/api/sectionItems?where=${q({ value: { contains: 'Members-only' } })}`, undefined, token);
    expect(items.body).toMatchObject({ data: [], total: 0 });
    const byFilter = await call(server, 'GET', `/api/pages?where=${q({ unprotected: false })}`, undefined, token);
    expect(byFilter.body).toMatchObject({ data: [], total: 0 });
    const greek = await call(server, 'GET', `/api/pages?where=${q({ slug: 'prosfores-melon' })}&include=${q({ translations: true })}`, undefined, token);
    expect((greek.body.data as Rows)[0]?.translations).toEqual([]);
    expect(JSON.stringify(greek.body)).not.toContain('"slug":"members-fares"');
  });

  it('is read by a logged-in user and by the administrator, with its sections', async () => {
    for (const token of [traveller.token, ADMIN_TOKEN]) {
      const found = await call(server, 'GET', lookup, undefined, token);
      expect(found.status).toBe(200);
      expect(found.body.total).toBe(1);
      expect(JSON.stringify(found.body)).toContain(SECRET);
      expect((await call(server, 'GET', `/api/sectionItems/${page.itemId}`, undefined, token)).body).toMatchObject({ value: `<p>${SECRET}</p>` });
      const english = await call(server, 'GET', lookup.replace(q({ sections: true }), q({ translations: true })), undefined, token);
      expect((english.body.data as Rows)[0]?.translations).toEqual([{ languageCode: 'el', slug: 'prosfores-melon' }]);
    }
  });

  it('is no longer read with the token of a session that logged out', async () => {
    const other = await activeUser(server, 'leaving');
    expect((await call(server, 'GET', lookup, undefined, other.token)).body.total).toBe(1);
    expect((await call(server, 'POST', '/api/auth/logout', undefined, other.token)).status).toBe(204);
    expect((await call(server, 'GET', lookup, undefined, other.token)).body).toMatchObject({ data: [], total: 0 });
  });

  it('has HTML that never carries its content and is not indexed; public pages are rendered as before', async () => {
    const response = await fetch(`${server.url}/en/members-fares`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).not.toContain('Members-only');
    expect(html).not.toContain('Members’ fares');
    const open = await fetch(`${server.url}/en/faq`);
    expect(open.status).toBe(200);
    expect(open.headers.get('x-robots-tag')).toBeNull();
    expect((await fetch(`${server.url}/en/no-such-page`)).status).toBe(404);
  });
});

it('a guest-only page is read by anyone, with its flag for the web app', async () => {
  const lookupGuest = `/api/pages?where=${q({ slug: 'sign-in', languageCode: 'en' })}`;
  for (const token of [null, traveller.token]) {
    const found = await call(server, 'GET', lookupGuest, undefined, token);
    expect((found.body.data as Rows)[0]).toMatchObject({ slug: 'sign-in', guestOnly: true, unprotected: true });
  }
});
