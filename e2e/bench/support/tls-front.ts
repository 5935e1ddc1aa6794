// What stands in front of the reference server in a deployment: a TLS terminator speaking HTTP/2 to the
// browser (nginx, a CDN, a cloud load balancer) and HTTP/1.1 to the server. The app needs it anyway: a
// service worker, the install prompt and the clipboard work only on HTTPS (localhost aside). For the
// Lighthouse bench, which measures the first screen as a member's phone gets it; outside the product,
// like the payment and game sandboxes, and as small: every request is passed through as it is, bodies
// and answers streamed both ways (server-sent events included), hop-by-hop headers dropped.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Connection-specific headers HTTP/2 forbids (RFC 9113 §8.2.2), and the upstream's transport ones.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host']);

export interface TlsFront {
  /** The front's address, https://127.0.0.1:PORT. */
  origin: string;
  close(): Promise<void>;
}

/** A throwaway self-signed certificate for 127.0.0.1 (the browser is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error('the TLS front needs openssl on the PATH to make its certificate (apt-get install openssl), or LIGHTHOUSE_PROTOCOL=http1', { cause: error });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function passedOn(headers: IncomingHttpHeaders | http2.IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/** Starts the front on a free port of 127.0.0.1, passing every request to http://127.0.0.1:`upstreamPort`. */
export async function startTlsFront(upstreamPort: number): Promise<TlsFront> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const upstream = http.request({
      agent, host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url,
      headers: { ...passedOn(request.headers), host: `127.0.0.1:${upstreamPort}`, 'x-forwarded-proto': 'https' },
    }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
      answer.pipe(response);
    });
    upstream.once('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // A browser that goes away (a closed event stream) ends the upstream request too.
    response.once('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  // Browsers keep an idle HTTP/2 connection open: closing the front ends them, or close() would wait on them.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      for (const session of sessions) session.destroy();
      agent.destroy();
    }),
  };
}
