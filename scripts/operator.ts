// Who operates the whole service on this installation: the users who see and decide the
// sign-up requests of new shops (/admin/signup). No shop's admin can give this right; the
// person running the installation does, here.
//
//   npm run operator -- grant <username>    give the flag (their sign-ins end: they sign in again)
//   npm run operator -- revoke <username>   take it away (same)
//   npm run operator -- list                the users holding it
//
// DATABASE_URL from the environment. Exits 1 with a message on an unknown user or a bad
// command line.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { isAppError } from '@/lib/errors';
import { listPlatformOperators, setPlatformOperator } from '@/lib/domain/admin/platform-operator';

const USAGE = 'usage: npm run operator -- grant <username> | revoke <username> | list';

async function run(db: PrismaClient, args: string[]): Promise<number> {
  const [command, username] = args;
  if (command === 'list' && !username) {
    const rows = await listPlatformOperators(db);
    if (rows.length === 0) console.log('No user operates the service.');
    for (const u of rows) console.log(`${u.username} (${u.enterpriseName})`);
    return 0;
  }
  if ((command === 'grant' || command === 'revoke') && username && args.length === 2) {
    try {
      const u = await setPlatformOperator(db, username, command === 'grant');
      const state = u.isPlatformOperator
        ? 'operates the service'
        : 'no longer operates the service';
      console.log(
        u.changed
          ? `${u.username} (${u.enterpriseName}) ${state}; their sign-ins ended.`
          : `${u.username} (${u.enterpriseName}) already ${u.isPlatformOperator ? 'operates' : 'does not operate'} the service; nothing changed.`,
      );
      return 0;
    } catch (error) {
      if (isAppError(error) && error.key === 'common.notFound') {
        console.error(`No user named "${username}".`);
        return 1;
      }
      throw error;
    }
  }
  console.error(USAGE);
  return 1;
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set');
  process.exit(1);
}
const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
try {
  process.exitCode = await run(db, process.argv.slice(2));
} finally {
  await db.$disconnect();
}
