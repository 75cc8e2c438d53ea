import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, requireRole } from '../../context';
import { parse } from '../../errors';
import { ledgerPage } from '../../services/ledger';

const pageQuery = z.object({
  page: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码从1开始').max(100_000, '页码过大').default(1),
  pageSize: z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20),
});

/** GET /student/point/ledger: every points change of the active student role, newest first, paged. */
export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/point/ledger', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const { page, pageSize } = parse(pageQuery, req.query);
    return ok(await ledgerPage(app.db, role.id, page, pageSize));
  });
}
