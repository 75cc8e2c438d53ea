import type { FastifyInstance } from 'fastify';
import { familyRoutes } from './account/familyRoutes';
import { groupRoutes } from './account/groupRoutes';
import { homeworkRoutes } from './account/homeworkRoutes';
import { ledgerRoutes } from './account/ledgerRoutes';
import { reportRoutes } from './account/reportRoutes';
import { signInRoutes } from './account/signInRoutes';

/** The account screens' part of /api/client/v1/student (check-in, ledger, reports, groups); split under account/. */
export async function studentAccountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signInRoutes);
  await app.register(ledgerRoutes);
  await app.register(reportRoutes);
  await app.register(groupRoutes);
  await app.register(familyRoutes);
  await app.register(homeworkRoutes);
}
