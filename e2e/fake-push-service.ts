/**
 * A push service on loopback for the tests (the browsers' real ones cannot be reached here): it
 * takes what the shop sends as a push service would — checks the VAPID authorisation and the
 * aes128gcm content encoding, decrypts the message with the subscription's private key and auth
 * secret (RFC 8291) — and hands each decrypted message to the test. Push services speak HTTPS
 * only (the Web Push library sends nothing else): the service has a certificate of its own, made
 * with openssl for 127.0.0.1, which the store trusts through NODE_EXTRA_CA_CERTS (`caFile`).
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FakeSubscription {
  endpoint: string;
  /** base64url, as a browser's subscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
}

export interface PushReceived {
  authorization: string;
  ttl: string;
  payload: unknown;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

function decrypt(body: Buffer, ua: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ua.computeSecret(senderPublic);
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), senderPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const key = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding');
  return padded.subarray(0, end);
}

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'];
  execFileSync('openssl', [...args, '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

export async function startFakePushService(): Promise<{
  origin: string;
  /** The service's certificate, for the store's NODE_EXTRA_CA_CERTS. */
  caFile: string;
  subscribe(): FakeSubscription;
  received: PushReceived[];
  next(): Promise<PushReceived>;
  stop(): Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  const tls = selfSignedCertificate(dir);
  const keys = new Map<string, { ua: ECDH; auth: Buffer }>();
  const received: PushReceived[] = [];
  const waiting: ((value: PushReceived) => void)[] = [];
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const subscription = keys.get(request.url ?? '');
      const authorization = String(request.headers.authorization ?? '');
      if (request.method !== 'POST' || !subscription) return void response.writeHead(404).end();
      if (!/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(authorization) || request.headers['content-encoding'] !== 'aes128gcm')
        return void response.writeHead(400).end();
      try {
        const message: PushReceived = {
          authorization,
          ttl: String(request.headers.ttl ?? ''),
          payload: JSON.parse(decrypt(Buffer.concat(chunks), subscription.ua, subscription.auth).toString('utf8')) as unknown,
        };
        received.push(message);
        waiting.shift()?.(message);
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const origin = `https://127.0.0.1:${address.port}`;
  return {
    origin,
    caFile: tls.certFile,
    subscribe() {
      const ua = createECDH('prime256v1');
      ua.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${b64url(randomBytes(12))}`;
      keys.set(path, { ua, auth });
      return { endpoint: `${origin}${path}`, p256dh: b64url(ua.getPublicKey()), auth: b64url(auth) };
    },
    received,
    next: () => new Promise<PushReceived>((resolve) => waiting.push(resolve)),
    stop: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
