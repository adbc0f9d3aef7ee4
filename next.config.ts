import { execSync } from 'node:child_process';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import pkg from './package.json' with { type: 'json' };
import { API_CONTENT_SECURITY_POLICY } from './lib/http/csp';

function gitCommit(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT.slice(0, 7);
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

// `npm test` builds once from a fresh checkout after its own type-check step
// (scripts/test-all.sh sets BUILD_FOR_TESTS=1): the build neither checks the types again
// nor writes Turbopack's cache for a next build that never comes.
const buildForTests = process.env.BUILD_FOR_TESTS === '1';

const nextConfig: NextConfig = {
  output: undefined,
  typescript: { ignoreBuildErrors: buildForTests },
  experimental: { turbopackFileSystemCacheForBuild: !buildForTests },
  poweredByHeader: false,
  // Server-only packages that read files of their own at run time (fonts, wasm, native code).
  serverExternalPackages: [
    '@prisma/adapter-pg',
    'pg',
    'argon2',
    'bullmq',
    'ioredis',
    'nodemailer',
    'exceljs',
    'pdfkit',
    'bwip-js',
    'csv-parse',
    'csv-stringify',
  ],
  env: {
    NEXT_PUBLIC_BUILD_VERSION: `${pkg.version}+${gitCommit()}`,
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      // Pages get their policy, with a nonce of their own, from proxy.ts.
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
export default withNextIntl(nextConfig);
