import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor } from '../../testing/factories';
import {
  multipartForm,
  multipartFormOf,
  scriptedSvg,
  tinyIco,
  tinyJpeg,
  tinyPng,
  tinyWebp,
} from '../../testing/image-fixtures';
import { type clientFor, organizationOn } from './testing/client';

const PUBLIC_URL = 'https://status.example.test';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});

afterAll(async () => {
  await app.close();
});

type Client = ReturnType<typeof clientFor>;
type Fields = Parameters<typeof multipartForm>[0];

async function patchForm(client: Client, pageId: string, fields: Fields) {
  const form = await multipartForm(fields);
  return client.send({ method: 'PATCH', url: `/v1/pages/${pageId}`, ...form });
}

async function newPage() {
  const { owner, member } = await organizationOn(app);
  const page = (await owner.post('/v1/pages', { name: 'Branded' })).json();
  return { owner, member, page };
}

const storedImages = async (pageId: string) =>
  (await app.db.query('SELECT id FROM page_images WHERE page_id = $1', [pageId])).length;

/** The public image behind a page's URL, fetched without any credentials. */
const fetchImage = (url: string) => app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });

describe('PATCH /v1/pages/:pageId (multipart)', () => {
  it('stores a PNG logo with the form fields, served back byte for byte from a public immutable URL', async () => {
    const { owner, page } = await newPage();
    const png = tinyPng();
    const response = await patchForm(owner, page.id, {
      name: 'Renamed in a form',
      published: 'true',
      website_url: '',
      logo: { bytes: png, filename: 'logo.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ name: 'Renamed in a form', published: true, website_url: null });
    expect(updated.logo_url).toMatch(new RegExp(`^${PUBLIC_URL}/v1/images/[0-9a-f-]{36}$`));
    expect(updated.favicon_url).toBeNull();

    const image = await fetchImage(updated.logo_url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it.each([
    ['logo', 'JPEG', tinyJpeg(), 'image/jpeg'],
    ['logo', 'WebP', tinyWebp(), 'image/webp'],
    ['favicon', 'ICO', tinyIco(), 'image/x-icon'],
    ['favicon', 'PNG', tinyPng(), 'image/png'],
  ])(
    'accepts a %s in %s, recognised by its bytes whatever it is called',
    async (field, _format, bytes, type) => {
      const { owner, page } = await newPage();
      // A misleading name and declared type: only the bytes decide.
      const response = await patchForm(owner, page.id, {
        [field]: { bytes, filename: 'upload.bin', type: 'application/octet-stream' },
      });
      expect(response.statusCode).toBe(200);
      const image = await fetchImage(response.json()[`${field}_url`]);
      expect([image.headers['content-type'], image.rawPayload.equals(bytes)]).toEqual([type, true]);
    },
  );

  it('refuses an SVG renamed to .png (400 unsupported_image) and stores nothing, fields included', async () => {
    const { owner, page } = await newPage();
    const response = await patchForm(owner, page.id, {
      name: 'Should not stick',
      logo: { bytes: scriptedSvg(), filename: 'logo.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'unsupported_image',
      message: expect.any(String),
      details: [{ field: 'logo', code: 'unsupported_image', message: expect.any(String) }],
    });
    expect(await storedImages(page.id)).toBe(0);
    expect((await owner.get(`/v1/pages/${page.id}`)).json()).toEqual(page);
  });

  it('refuses a good logo when the favicon beside it is not an image, storing neither', async () => {
    const { owner, page } = await newPage();
    const response = await patchForm(owner, page.id, {
      logo: { bytes: tinyPng(), filename: 'logo.png', type: 'image/png' },
      favicon: { bytes: Buffer.from('GIF89a not accepted'), filename: 'favicon.ico', type: 'image/x-icon' },
    });
    expect([response.statusCode, response.json().details[0].field]).toEqual([400, 'favicon']);
    expect(await storedImages(page.id)).toBe(0);
  });

  it('refuses a 2 MB file (413 file_too_large) and stores nothing', async () => {
    const { owner, page } = await newPage();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await patchForm(owner, page.id, {
      name: 'Should not stick',
      logo: { bytes: big, filename: 'big.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'file_too_large',
      message: expect.any(String),
      details: [{ field: 'logo', code: 'file_too_large', message: expect.any(String) }],
    });
    expect(await storedImages(page.id)).toBe(0);
    expect((await owner.get(`/v1/pages/${page.id}`)).json()).toEqual(page);
  });

  it('answers a browser-style upload of 2 MB over a real connection with 413, then takes a small one', async () => {
    const { owner, page } = await newPage();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${await accessTokenFor(app, owner.user)}` };
    const upload = async (padding: number) => {
      const form = new FormData();
      const bytes = Buffer.concat([tinyPng(), Buffer.alloc(padding)]);
      form.append('logo', new Blob([bytes], { type: 'image/png' }), 'logo.png');
      form.append('name', 'Sent after the file');
      const response = await fetch(`${address}/v1/pages/${page.id}`, {
        method: 'PATCH',
        body: form,
        headers,
      });
      return [response.status, ((await response.json()) as { code?: string }).code];
    };
    expect(await upload(2 * 1024 * 1024)).toEqual([413, 'file_too_large']);
    expect(await storedImages(page.id)).toBe(0);
    expect(await upload(16)).toEqual([200, undefined]);
    expect(await storedImages(page.id)).toBe(1);
  });

  it('replaces a logo with a new URL and drops the old image; remove_logo clears it', async () => {
    const { owner, page } = await newPage();
    const first = (
      await patchForm(owner, page.id, { logo: { bytes: tinyPng(), filename: 'a.png', type: 'image/png' } })
    ).json();
    const second = (
      await patchForm(owner, page.id, {
        logo: { bytes: tinyPng([255, 0, 0, 255]), filename: 'b.png', type: 'image/png' },
      })
    ).json();
    expect(second.logo_url).not.toBe(first.logo_url);
    expect((await fetchImage(first.logo_url)).statusCode).toBe(404);
    expect((await fetchImage(second.logo_url)).statusCode).toBe(200);

    const removed = await patchForm(owner, page.id, { remove_logo: 'true' });
    expect([removed.statusCode, removed.json().logo_url]).toEqual([200, null]);
    expect((await fetchImage(second.logo_url)).statusCode).toBe(404);
    expect(await storedImages(page.id)).toBe(0);
  });

  it('takes remove_favicon in JSON too, and refuses a removal alongside a new upload', async () => {
    const { owner, page } = await newPage();
    const withIcon = (
      await patchForm(owner, page.id, {
        favicon: { bytes: tinyIco(), filename: 'f.ico', type: 'image/x-icon' },
      })
    ).json();
    expect(withIcon.favicon_url).not.toBeNull();
    const both = await patchForm(owner, page.id, {
      remove_favicon: 'true',
      favicon: { bytes: tinyIco(), filename: 'f.ico', type: 'image/x-icon' },
    });
    expect([both.statusCode, both.json().details[0].field]).toEqual([400, 'remove_favicon']);
    const removed = await owner.patch(`/v1/pages/${page.id}`, { remove_favicon: true });
    expect(removed.json().favicon_url).toBeNull();
  });

  it('validates form fields like JSON ones, naming the field', async () => {
    const { owner, page } = await newPage();
    const response = await patchForm(owner, page.id, {
      published: 'yes',
      allow_subscribers: 'TRUE',
      time_zone: 'Europe/Berlin',
      brand_color: 'teal',
      plan: 'business',
    });
    expect(response.statusCode).toBe(400);
    const details = response
      .json()
      .details.map((detail: { field: string; code: string }) => [detail.field, detail.code]);
    expect(details).toEqual(
      expect.arrayContaining([
        ['published', 'invalid_type'],
        ['allow_subscribers', 'invalid_type'],
        ['brand_color', 'invalid_format'],
        ['plan', 'unknown_field'],
      ]),
    );
    const zone = await patchForm(owner, page.id, { time_zone: 'Nowhere/Land' });
    expect(zone.json().details).toEqual([expect.objectContaining({ field: 'time_zone' })]);
  });

  it('refuses a file under any other name or sent twice, and treats an empty file input as no file', async () => {
    const { owner, page } = await newPage();
    const other = await patchForm(owner, page.id, {
      banner: { bytes: tinyPng(), filename: 'b.png', type: 'image/png' },
    });
    expect([other.statusCode, other.json().details[0].field]).toEqual([400, 'banner']);
    const twice = await owner.send({
      method: 'PATCH',
      url: `/v1/pages/${page.id}`,
      ...(await multipartFormOf([
        ['logo', { bytes: tinyPng(), filename: 'a.png', type: 'image/png' }],
        ['logo', { bytes: tinyJpeg(), filename: 'b.jpg', type: 'image/jpeg' }],
      ])),
    });
    expect([twice.statusCode, twice.json().details[0]]).toEqual([
      400,
      expect.objectContaining({ field: 'logo', code: 'duplicate' }),
    ]);
    expect(await storedImages(page.id)).toBe(0);
    const empty = await patchForm(owner, page.id, {
      name: 'No file chosen',
      logo: { bytes: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
    });
    expect([empty.statusCode, empty.json().name, empty.json().logo_url]).toEqual([
      200,
      'No file chosen',
      null,
    ]);
  });

  it('answers 400 for a malformed form and leaves the page as it was', async () => {
    const { owner, page } = await newPage();
    for (const headers of [
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=abc' },
    ]) {
      const payload = '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut off';
      const response = await owner.send({ method: 'PATCH', url: `/v1/pages/${page.id}`, headers, payload });
      expect([response.statusCode, response.json().code]).toEqual([400, 'bad_request']);
    }
    expect((await owner.get(`/v1/pages/${page.id}`)).json()).toEqual(page);
  });

  it('refuses control characters in multipart text fields as in JSON, changing nothing', async () => {
    const { owner, page } = await newPage();
    const response = await patchForm(owner, page.id, { name: 'a\u0000b', description: 'bell\u0007' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: [
        { field: 'name', code: 'invalid_characters' },
        { field: 'description', code: 'invalid_characters' },
      ],
    });
    expect((await owner.get(`/v1/pages/${page.id}`)).json()).toMatchObject({ name: 'Branded' });
  });

  it('is the only route that takes multipart: POST /v1/pages answers 415', async () => {
    const { owner } = await organizationOn(app);
    const form = await multipartForm({ name: 'Form' });
    const response = await owner.send({ method: 'POST', url: '/v1/pages', ...form });
    expect(response.statusCode).toBe(415);
  });

  it('checks the page and the role before reading any upload', async () => {
    const { page, member } = await newPage();
    const viewer = await member('viewer');
    const stranger = (await organizationOn(app)).owner;
    const logo = { bytes: tinyPng(), filename: 'l.png', type: 'image/png' };
    expect((await patchForm(viewer, page.id, { logo })).statusCode).toBe(403);
    expect((await patchForm(stranger, page.id, { logo })).statusCode).toBe(404);
    expect(await storedImages(page.id)).toBe(0);
  });
});

describe('GET /v1/images/:imageId', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await app.inject({ method: 'GET', url: `/v1/images/${id}` });
      expect([id, response.statusCode, response.json().code]).toEqual([id, 404, 'not_found']);
    }
  });
});
