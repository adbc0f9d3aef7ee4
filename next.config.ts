import { execSync } from 'node:child_process';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import pkg from './package.json' with { type: 'json' };

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

const isDev = process.env.NODE_ENV !== 'production';

// 'unsafe-inline' for scripts is what Next's inline bootstrap needs without a nonce; the
// reCAPTCHA host is allowed because the login form loads it when keys are configured.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''} https://www.google.com https://www.gstatic.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.google.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const nextConfig: NextConfig = {
  output: undefined,
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
          { key: 'Content-Security-Policy', value: csp },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
export default withNextIntl(nextConfig);
