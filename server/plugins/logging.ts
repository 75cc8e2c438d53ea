import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line (tokens, codes, mobiles, trade numbers…). */
const SECRET_PARAMS = /^(token|authorization|code|verificationcode|mobile|username|account|password|newpassword|tradeno|visitid|openid|nickname|state|redirect_uri)$/i;

/** A URL with the values of secret query parameters replaced by `***`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactPath(url);
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep as is
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=***` : pair;
    });
  return `${redactPath(url.slice(0, q))}?${params.join('&')}`;
}

/** Trade numbers in the sandbox pay page paths are the order's key: not logged either. */
const redactPath = (path: string) => path.replace(/^\/pay\/sandbox\/[^/?]+/, '/pay/sandbox/***');

/**
 * Fastify logger options: requests are logged as method, redacted URL and address only, and the
 * headers that carry secrets are censored wherever an object is logged.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.userroleid', 'headers.authorization', 'body.password', 'body.verificationCode', 'body.mobile'],
      censor: '***',
    },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.ip }),
    },
  };
}

/**
 * One access line per request, written when it is answered (method, redacted URL, address, status,
 * time), instead of Fastify's two (one on arrival, one on completion): at a few hundred requests a
 * second the arrival line was ~2% of the event loop (docs/SCALING.md). Every other log line
 * (errors, stream errors, 404s) stays Fastify's.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
