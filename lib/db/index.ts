/**
 * The data layer: the one door to PostgreSQL. Everything outside lib/db imports from
 * '@/lib/db', never from its files.
 *
 * One signature for every service: `fn(db, actor | enterpriseId, input)`. `db` first, a
 * `TenantDb` (or a transaction opened on one); then whose work it is; then what was asked.
 *
 * - Prisma: `db` is the tenant client, so every query on a model with an enterprise_id is
 *   limited to that enterprise without the service saying so. `inTransaction(db, tx => …)`
 *   makes work all or nothing, and joins the caller's transaction when db already is one.
 * - Hand-written SQL (lists, reports, the stock engine, packing): `sqlRunner(db).rows(sql)`
 *   for one statement, `inSqlTransaction(db, run => …)` for several, all or nothing. Raw
 *   SQL is NOT scoped by the tenant client: every statement filters on enterprise_id
 *   itself, from the service's second argument.
 * - Lists: `findPage` (lib/domain/shared/find-page.ts: one page and its total, Prisma or
 *   SQL) and `keysetRows` (lib/export: every row in id-ordered batches, for exports).
 * - `RootDb` (`prisma()`): the client that sees every enterprise, for work that is no one
 *   enterprise's: sign-in, sign-up, the operator, a job choosing which enterprises to serve.
 *
 * Example, a read and a write of one enterprise:
 *
 *   export async function listLateOrders(db: TenantDb, enterpriseId: number, input: LateQuery) {
 *     return sqlRunner(db).rows<LateRow>(Prisma.sql`
 *       SELECT id, order_number FROM orders
 *        WHERE enterprise_id = ${enterpriseId} AND created_at < ${input.before}`);
 *   }
 *
 *   export async function renameTeam(db: TenantDb, actor: Actor, input: TeamRename) {
 *     return inTransaction(db, async (tx) => {
 *       const team = await tx.team.update({ where: { id: input.id }, data: { name: input.name } });
 *       await recordAudit(tx, actor, { code: 'team.update', targetId: team.id });
 *       return team;
 *     });
 *   }
 *
 * In a route the wrapper gives the handler its `db` (defineRoute's context); in a page,
 * `pageContext()`; in a job, `tenantDb(enterpriseId)`.
 */
export { prisma, type Prisma, type RootDb, type RootTx } from '@/lib/db/client';
export {
  inTransaction,
  isTransaction,
  tenantClient,
  tenantDb,
  type TenantClient,
  type TenantDb,
} from '@/lib/db/tenant';
export {
  inSqlTransaction,
  pgRunner,
  sqlRunner,
  type SqlDb,
  type SqlRunner,
  type SqlRunnerOptions,
} from '@/lib/db/sql-runner';
export {
  and,
  containsPattern,
  createdWithin,
  escapeLike,
  likeOperator,
  startsWithPattern,
  USER_NAME_SQL,
} from '@/lib/db/sql-fragments';
export {
  isForeignKeyViolation,
  isDatabaseUnavailable,
  isUniqueViolation,
  mapUniqueViolation,
  sqlState,
} from '@/lib/db/database-refusals';
export { ClaimDeclined, claimSql, type IdempotencyClaim } from '@/lib/db/keyed-call-claim';
