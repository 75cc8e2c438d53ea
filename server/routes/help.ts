import type { FastifyInstance } from 'fastify';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ok } from '../context';
import { loadSupport, SUPPORT_FILES } from '../services/support';

const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml' };

/** GET /api/client/v1/help/contact and the QR images under /support/ (only the known file names). */
export async function helpRoutes(app: FastifyInstance): Promise<void> {
  const dir = app.config.supportDir;
  const contact = loadSupport(dir);
  app.get('/api/client/v1/help/contact', async () => ok(contact));
  app.get<{ Params: { file: string } }>('/support/:file', async (req, reply) => {
    const name = req.params.file;
    if (!dir || !SUPPORT_FILES.includes(name) || !existsSync(join(dir, name))) return reply.code(404).send({ status: 40400, message: '没有这个文件', data: null });
    return reply
      .type(types[name.split('.').pop()!])
      .header('cache-control', 'public, max-age=3600')
      .send(createReadStream(join(dir, name)));
  });
}
