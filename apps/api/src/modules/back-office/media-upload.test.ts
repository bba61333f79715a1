import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, freshIp } from '../../test-support/accounts.js';
import { startS3Stub, type S3Stub } from '../../test-support/s3-stub.js';
import { newStaff, type SignedInStaff } from '../../test-support/staff.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Pictures uploaded in the back office (issue 16): checked by their bytes, made in the storefront's widths as WebP,
// served for ever from /uploads/; anything else refused with a clear message.

/** A multipart body of one file, as a browser's form sends it. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'jpeg') => {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 83, b: 9 } } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

type Multipart = ReturnType<typeof multipart>;

/** POST /media/ on `t` with `token`, as the back office's upload sends it. */
const uploadTo = (t: TestApp, token: string, body: Multipart) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/api/v1/media/',
    remoteAddress: freshIp(),
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });

describe('uploading a picture', () => {
  let t: TestApp;
  let admin: SignedInStaff;
  let staff: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    [admin, staff] = await Promise.all([newStaff(t, 'admin'), newStaff(t, 'staff')]);
  });
  afterAll(() => t.close());

  const upload = (body: Multipart, token = admin.token) => uploadTo(t, token, body);

  it('makes a 2000 × 1500 photo into WebP at 300, 600 and 1200 px wide, served for a year from /uploads/', async () => {
    const bytes = await photo(2000, 1500);
    const res = await upload(multipart('file', 'kente.jpg', 'image/jpeg', bytes));
    expect(res.statusCode, res.body).toBe(201);
    const { image, widths } = res.json().data as { image: string; widths: Record<string, string> };
    expect(image).toBe(widths['600']);
    for (const [width, url] of Object.entries(widths)) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}-\d+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', Number(width), (Number(width) * 3) / 4]);
    }
    // The same picture again is the same files.
    expect((await upload(multipart('file', 'again.jpg', 'image/jpeg', bytes))).json().data.image).toBe(image);
  });

  it('takes the same picture sent several times at once (a double click): every upload is the one set of files', async () => {
    const bytes = await photo(900, 700);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(multipart('file', 'twice.jpg', 'image/jpeg', bytes))));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().data.image)).size).toBe(1);
    const served = await t.app.inject({ method: 'GET', url: answers[0]!.json().data.widths['1200'] });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(900);
  });

  it('never enlarges a small photo, and keeps its proportions', async () => {
    const res = await upload(multipart('file', 'bead.png', 'image/png', await photo(400, 800, 'png')));
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.widths['1200'] });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 800]);
  });

  it('refuses what is not a photo whatever its name or type says, a picture too small, too large, and no file', async () => {
    expectError(await upload(multipart('file', 'kente.jpg', 'image/jpeg', Buffer.from('not a picture at all'))), 422, 'IMAGE_TYPE');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><script>alert(1)</script></svg>');
    expectError(await upload(multipart('file', 'logo.svg', 'image/svg+xml', svg)), 422, 'IMAGE_TYPE');
    expectError(await upload(multipart('file', 'tiny.png', 'image/png', await photo(200, 900, 'png'))), 422, 'IMAGE_TOO_SMALL', undefined, { min: 300 });
    const huge = Buffer.concat([await photo(600, 600), Buffer.alloc(9 * 1024 * 1024)]);
    expectError(await upload(multipart('file', 'huge.jpg', 'image/jpeg', huge)), 413, 'IMAGE_TOO_LARGE');
    expectError(await upload(multipart('picture', 'kente.jpg', 'image/jpeg', await photo(600, 600))), 400, 'IMAGE_REQUIRED');
    const json = await t.app.inject({
      method: 'POST',
      url: '/admin/api/v1/media/',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: '{"file":"x"}',
    });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('is for admins only', async () => {
    expectError(await upload(multipart('file', 'kente.jpg', 'image/jpeg', await photo(600, 600)), staff.token), 403, 'FORBIDDEN');
  });
});

describe('uploading a picture to an S3-compatible bucket (MEDIA_S3_BUCKET)', () => {
  let t: TestApp;
  let admin: SignedInStaff;
  let s3: S3Stub;
  beforeAll(async () => {
    s3 = await startS3Stub();
    t = await createTestApp('pglite', {
      seed: false,
      mediaBucket: {
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: 'eu-west-1',
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        prefix: 'media/',
      },
    });
    admin = await newStaff(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const upload = (bytes: Buffer) => uploadTo(t, admin.token, multipart('file', 'kente.jpg', 'image/jpeg', bytes));

  it('puts each width in the bucket with a valid signature, and the shop serves them from /uploads/ as before', async () => {
    const res = await upload(await photo(1600, 1200));
    expect(res.statusCode, res.body).toBe(201);
    const { image, widths } = res.json().data as { image: string; widths: Record<string, string> };
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{24}-600\.webp$/);
    expect([...s3.objects.keys()].sort()).toEqual(
      Object.values(widths)
        .map((w) => `media/${w.slice('/uploads/'.length)}`)
        .sort(),
    );
    expect(s3.requests.filter((r) => r.method === 'PUT').map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = s3.objects.get(`media/${image.slice('/uploads/'.length)}`)!;
    expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });

    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(stored.body)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(600);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef01234567-600.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2Fsecret' })).statusCode).toBe(404);
  });

  it('a bucket that refuses or is down: 503 MEDIA_STORE_UNAVAILABLE, never an address that leads nowhere', async () => {
    s3.failWith = 503;
    try {
      expectError(await upload(await photo(800, 800)), 503, 'MEDIA_STORE_UNAVAILABLE');
      expect((await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef01234567-600.webp' })).statusCode).toBe(503);
    } finally {
      s3.failWith = undefined;
    }
    const wrongKey = await createTestApp('pglite', {
      seed: false,
      mediaBucket: { endpoint: s3.endpoint, bucket: s3.bucket, region: 'eu-west-1', accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    try {
      const member = await newStaff(wrongKey, 'admin');
      const res = await uploadTo(wrongKey, member.token, multipart('file', 'kente.jpg', 'image/jpeg', await photo(700, 700)));
      expectError(res, 503, 'MEDIA_STORE_UNAVAILABLE');
      expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403 });
    } finally {
      await wrongKey.close();
    }
  });
});
