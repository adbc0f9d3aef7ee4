import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const bannedRawSql = {
  selector:
    'MemberExpression[property.name=/^\\$(queryRawUnsafe|executeRawUnsafe)$/], Identifier[name=/^\\$(queryRawUnsafe|executeRawUnsafe)$/]',
  message: 'Raw SQL built from strings is banned: use $queryRaw`...` with tagged parameters.',
};

// lib/db has one door (lib/db/index.ts); its files are its own business.
const dataLayerDoor = {
  group: ['@/lib/db/*'],
  message: "Import the data layer from '@/lib/db' (lib/db/index.ts).",
};

// The large domains are cut into use-case slices (lib/domain/packing/station, returns, ...;
// lib/domain/wms/inventory/reads, writes, ...): outside a domain, a slice is imported through
// its index.ts. Screens may still take a slice's zod-only schema and constant files.
const sliceDoor = {
  group: ['@/lib/domain/packing/*/*', '@/lib/domain/wms/inventory/*/*'],
  message: "Import a slice through its index.ts ('@/lib/domain/packing/station', ...).",
};

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.data/**',
      'lib/generated/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  ...next,
  ...nextTs,
  {
    rules: {
      'no-restricted-syntax': ['error', bannedRawSql],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Every string a person reads comes from messages/{th,en}.json: JSX may hold symbols only.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            '·',
            '/',
            '—',
            '-',
            '–',
            '×',
            '*',
            ':',
            '(',
            ')',
            '…',
            '|',
            '▲',
            '▼',
            '▾',
            '▸',
            '✓',
            '฿',
            '%',
            ',',
            '.',
            '+',
            '=',
            '?',
            '!',
            '#',
            '404',
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['lib/db/**', 'tests/**', 'scripts/**', 'prisma/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [dataLayerDoor, sliceDoor],
        },
      ],
    },
  },
  {
    // components/ holds what the browser runs: server work (the database, Prisma, a page's
    // loaders) is read by the page in app/ or lib/pages and handed down as props.
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'server-only',
              message: 'A server-only module is not a component: put it in lib/pages/<area>.',
            },
          ],
          patterns: [
            dataLayerDoor,
            {
              group: ['@/lib/db', '@/lib/generated/*', '@prisma/*'],
              message:
                'Components run in the browser: the page reads the database and passes props.',
            },
            {
              group: ['@/lib/pages', '@/lib/pages/*'],
              message: 'lib/pages is server code of the pages: the page calls it, not a component.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            dataLayerDoor,
            sliceDoor,
            {
              group: ['next', 'next/*', 'next-auth', 'next-auth/*', 'next-intl', 'next-intl/*'],
              message: 'Business rules know nothing of the web framework (docs/architecture.md).',
            },
            {
              group: ['@/lib/http', '@/lib/http/*'],
              message:
                'lib/http is transport: errors come from @/lib/errors, list params from @/lib/domain/shared (docs/architecture.md).',
            },
            {
              group: ['@/app/*', '@/components/*'],
              message: 'The domain is below the app and the screens: arrows point down only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside its own domain a slice may reach the others' files.
    files: ['lib/domain/packing/**/*.ts', 'lib/domain/wms/inventory/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            dataLayerDoor,
            {
              group: ['next', 'next/*', 'next-auth', 'next-auth/*', 'next-intl', 'next-intl/*'],
              message: 'Business rules know nothing of the web framework (docs/architecture.md).',
            },
            {
              group: ['@/lib/http', '@/lib/http/*'],
              message:
                'lib/http is transport: errors come from @/lib/errors, list params from @/lib/domain/shared (docs/architecture.md).',
            },
            {
              group: ['@/app/*', '@/components/*'],
              message: 'The domain is below the app and the screens: arrows point down only.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is below the app, the screens and the jobs: the queue machinery runs whatever
    // registry it is handed. (The route table is generated from app/api, and the pages'
    // loaders answer in the shapes their screens take.)
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/domain/**', 'lib/pages/**', 'lib/http/*.generated.ts', 'lib/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            dataLayerDoor,
            sliceDoor,
            {
              group: ['@/jobs/*', '@/app/*', '@/components/*'],
              message: 'lib/ is below the app, the screens and the jobs: arrows point down only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/lib/domain/*',
                '@/lib/http/*',
                '@/lib/pages/*',
                '@/jobs/*',
                '@/app/*',
                '@/components/*',
              ],
              message: 'The data layer is the floor: it imports no room above it.',
            },
          ],
        },
      ],
    },
  },
];
export default config;
