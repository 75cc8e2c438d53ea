import http from 'node:http';

/**
 * The load benches' HTTP client: one JSON request over a kept-alive connection, with node:http.
 * The simulated students share the 2 cores with the server and PostgreSQL, so the client's own CPU
 * counts against the figures it measures: `fetch` (undici with WHATWG streams) cost about three
 * times node:http's CPU a request here (docs/SCALING.md, "The load generator").
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' });

export interface JsonAnswer {
  status: number;
  /** the parsed body, or null when it was not JSON */
  json: unknown;
}

/** A request that took longer than `timeoutMs`: its error's name is 'TimeoutError', as fetch's. */
class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export function httpJson(url: string, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body !== undefined ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        let json: unknown = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON: the caller counts it as an error
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
      res.on('error', fail);
    });
    const timer = setTimeout(() => req.destroy(new TimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
    function fail(err: Error) {
      clearTimeout(timer);
      reject(err);
    }
    req.on('error', fail);
    req.end(body);
  });
}
