import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

// A local stand-in for an S3-compatible bucket's API (path-style PUT and GET of objects), for the media store's tests:
// no bucket is reachable from the test machines. It checks each request's AWS Signature V4 by signing it again with
// the keys it knows, and the signed body hash against the body, and refuses as S3 does (403 SignatureDoesNotMatch).

export interface S3Stub {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string | undefined }>;
  requests: { method: string; path: string; status: number }[];
  /** Answers every request with this status until cleared (an outage). */
  failWith: number | undefined;
  close(): Promise<void>;
}

const xmlError = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

export async function startS3Stub(): Promise<S3Stub> {
  const stub = {
    bucket: 'akwaaba-media',
    accessKeyId: 'AKIATESTMEDIA0000001',
    secretAccessKey: 'test-secret-key-for-the-media-bucket-0001',
    objects: new Map(),
    requests: [],
    failWith: undefined,
  } as Omit<S3Stub, 'endpoint' | 'close'>;

  async function signatureHolds(req: IncomingMessage, body: Buffer): Promise<boolean> {
    const authorization = req.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${stub.accessKeyId}/`)) return false;
    const hash = req.headers['x-amz-content-sha256'];
    if (hash !== 'UNSIGNED-PAYLOAD' && hash !== createHash('sha256').update(body).digest('hex')) return false;
    const headers = Object.fromEntries(signed.filter((h) => h !== 'host').map((h) => [h, String(req.headers[h] ?? '')]));
    const again = await new AwsV4Signer({
      method: req.method,
      url: `http://${req.headers.host}${req.url}`,
      headers,
      body: body.length ? body : undefined,
      accessKeyId: stub.accessKeyId,
      secretAccessKey: stub.secretAccessKey,
      service: 's3',
      region: /Credential=[^/]+\/\d+\/([^/]+)\//.exec(authorization)?.[1] ?? 'us-east-1',
      datetime: String(req.headers['x-amz-date']),
    }).sign();
    return again.headers.get('authorization') === authorization;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://stub').pathname);
    const answer = (status: number, payload: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/xml' }) => {
      stub.requests.push({ method: req.method ?? '', path, status });
      res.writeHead(status, headers).end(payload);
    };
    if (stub.failWith) return answer(stub.failWith, xmlError('ServiceUnavailable'));
    if (!(await signatureHolds(req, body))) return answer(403, xmlError('SignatureDoesNotMatch'));
    const prefix = `/${stub.bucket}/`;
    if (!path.startsWith(prefix)) return answer(404, xmlError('NoSuchBucket'));
    const key = path.slice(prefix.length);
    if (req.method === 'PUT') {
      stub.objects.set(key, { body, contentType: String(req.headers['content-type']), cacheControl: req.headers['cache-control'] });
      return answer(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
    }
    if (req.method === 'GET') {
      const object = stub.objects.get(key);
      if (!object) return answer(404, xmlError('NoSuchKey'));
      return answer(200, object.body, { 'content-type': object.contentType, 'content-length': String(object.body.length) });
    }
    return answer(405, xmlError('MethodNotAllowed'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
