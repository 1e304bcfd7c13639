import sharp from 'sharp';
import { startTestServer, type TestServer } from '../support/server-harness';
import { ADMIN_TOKEN, call } from './content-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#1565c0' } }).png().toBuffer();

async function upload(file: Buffer | undefined, name: string, data?: string, token: string | null = ADMIN_TOKEN): Promise<{ status: number; body: Record<string, unknown> & { error?: { code: string; field?: string } } }> {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file)]), name);
  if (data !== undefined) form.append('data', data);
  const response = await fetch(`${server.url}/api/files`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code: string; field?: string } } };
}

describe('content files', () => {
  it('uploads an image with its data field and reads its size from the content', async () => {
    const answer = await upload(await png(800, 400), 'harbour.png', JSON.stringify({ alt: 'Harbour at dawn' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ originalName: 'harbour.png', mimeType: 'image/png', width: 800, height: 400, alt: 'Harbour at dawn' });
    const listed = await call(server, 'GET', `/api/files/${answer.body.id as number}`);
    expect(listed.body).toMatchObject({ width: 800, height: 400 });
  });

  it('downloads as an attachment with the original name, inline with attachment=false, and by name', async () => {
    const { body } = await upload(await png(40, 20), 'Σαντορίνη map.png');
    const id = body.id as number;
    const attached = await fetch(`${server.url}/api/files/download/${id}`);
    expect(attached.headers.get('content-disposition')).toBe(`attachment; filename="_________ map.png"; filename*=UTF-8''${encodeURIComponent('Σαντορίνη map.png')}`);
    expect(attached.headers.get('content-security-policy')).toContain('sandbox');
    const inline = await fetch(`${server.url}/api/files/download/${id}?attachment=false`);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    const byName = await fetch(`${server.url}/api/files/download/${id}/${encodeURIComponent('Σαντορίνη map.png')}`);
    expect(byName.status).toBe(200);
    expect((await sharp(Buffer.from(await byName.arrayBuffer())).metadata()).width).toBe(40);
  });

  it('resizes keeping the ratio and watermarks with sharp', async () => {
    const { body } = await upload(await png(600, 300), 'wide.png');
    const resized = await fetch(`${server.url}/api/files/download/${body.id as number}?resize=150`);
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([150, 75]);
    const plain = Buffer.from(await (await fetch(`${server.url}/api/files/download/${body.id as number}`)).arrayBuffer());
    const marked = Buffer.from(await (await fetch(`${server.url}/api/files/download/${body.id as number}?wm=true`)).arrayBuffer());
    const pixels = async (b: Buffer) => sharp(b).raw().toBuffer();
    expect((await pixels(marked)).equals(await pixels(plain))).toBe(false);
    expect((await sharp(marked).metadata()).width).toBe(600);
  });

  it('rasterises a seeded SVG image when it is resized', async () => {
    const [destination] = (await call(server, 'GET', '/api/destinations?lang=en&take=1&include={"images":true}')).body.data as { images: { smallImage: { url: string } } }[];
    const response = await fetch(`${server.url}${destination!.images.smallImage.url}?resize=120`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(120);
  });

  it.each([
    [undefined, 'x.png', undefined, 400, 'INVALID_INPUT'],
    [Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png', undefined, 400, 'INVALID_FILE'],
    ['png', 'ok.png', '{not json', 400, 'INVALID_INPUT'],
    ['png', 'ok.png', JSON.stringify({ owner: 'me' }), 400, 'INVALID_INPUT'],
  ] as const)('refuses a bad upload (%#)', async (file, name, data, status, code) => {
    const content = file === 'png' ? await png(10, 10) : file;
    const answer = await upload(content, name, data);
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const answer = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'huge.png');
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes uploads only from the administrator and only as multipart', async () => {
    expect((await upload(await png(10, 10), 'a.png', undefined, null)).status).toBe(401);
    expect((await upload(await png(10, 10), 'a.png', undefined, 'not-the-token')).status).toBe(403);
    const json = await call(server, 'POST', '/api/files', { originalName: 'a.png' }, ADMIN_TOKEN);
    expect(json.status).toBe(415);
  });

  it('answers 404 for unknown files and 400 for bad download options', async () => {
    expect((await fetch(`${server.url}/api/files/download/999999`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/files/download/abc`)).status).toBe(404);
    const { body } = await upload(await png(10, 10), 'small.png');
    for (const query of ['resize=0', 'resize=wide', 'resize=99999', 'attachment=maybe', 'wm=1']) {
      const response = await fetch(`${server.url}/api/files/download/${body.id as number}?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('changes a file’s metadata but not what follows from its content', async () => {
    const { body } = await upload(await png(10, 10), 'old.png');
    const changed = await call(server, 'PATCH', `/api/files/${body.id as number}`, { alt: 'New alt', originalName: 'new.png' }, ADMIN_TOKEN);
    expect(changed.body).toMatchObject({ alt: 'New alt', originalName: 'new.png' });
    const refused = await call(server, 'PATCH', `/api/files/${body.id as number}`, { width: 5 }, ADMIN_TOKEN);
    expect(refused.status).toBe(400);
    expect((await call(server, 'DELETE', `/api/files/${body.id as number}`, undefined, ADMIN_TOKEN)).status).toBe(204);
    expect((await fetch(`${server.url}/api/files/download/${body.id as number}`)).status).toBe(404);
  });
});
