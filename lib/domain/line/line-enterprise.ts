import type { RootDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { lineConfig } from '@/lib/domain/line/config';

/**
 * The enterprise whose LINE Official Account this deployment's channels are: one per
 * deployment, named by LINE_ENTERPRISE_CODE (docs/members.md, Configuration). The webhook
 * and the member's page have no signed-in user to take it from.
 */
export async function lineEnterpriseId(db: RootDb): Promise<number> {
  const code = lineConfig().enterpriseCode;
  if (!code) throw new AppError('line.notConfigured', 'LINE_ENTERPRISE_CODE is not set');
  const e = await db.enterprise.findUnique({ where: { code }, select: { id: true } });
  if (!e) throw new AppError('line.notConfigured', `no enterprise ${code}`);
  return e.id;
}
