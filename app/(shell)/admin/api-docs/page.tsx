import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { buildOpenApi } from '@/lib/http/openapi';

export async function generateMetadata() {
  const t = await getTranslations('nav');
  return { title: t('apiDocs') };
}

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
};

const METHOD_COLOURS: Record<string, string> = {
  get: 'bg-sky-100 text-sky-800',
  post: 'bg-emerald-100 text-emerald-800',
  put: 'bg-amber-100 text-amber-800',
  patch: 'bg-amber-100 text-amber-800',
  delete: 'bg-red-100 text-red-800',
};

/** The OpenAPI document, readable by admins: every operation grouped by tag. */
export default async function ApiDocsPage() {
  await pageContext('/admin/api-docs');
  const t = await getTranslations('apiDocs');
  const doc = buildOpenApi(process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'dev') as {
    paths: Record<string, Record<string, Operation>>;
    info: { version: string };
  };
  const byTag = new Map<string, Array<{ method: string; path: string; op: Operation }>>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  const operations = [...byTag.values()].reduce((n, list) => n + list.length, 0);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-slate-600">
            {t('intro', { count: operations, version: doc.info.version })}
          </p>
        </div>
        <a
          href="/api/openapi.json"
          className="text-sm font-semibold text-brand-600 underline"
          download="openapi.json"
        >
          {t('download')}
        </a>
      </header>
      {[...byTag.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([tag, list]) => (
          <section key={tag} className="rounded-lg border border-slate-200 bg-white">
            <h2 className="border-b border-slate-200 px-4 py-2 font-semibold">{tag}</h2>
            <ul className="divide-y divide-slate-100">
              {list.map(({ method, path, op }) => (
                <li key={method + path}>
                  <details className="px-4 py-2">
                    <summary className="flex cursor-pointer flex-wrap items-center gap-3">
                      <span
                        className={`w-16 rounded px-2 py-0.5 text-center text-xs font-bold uppercase ${METHOD_COLOURS[method] ?? ''}`}
                      >
                        {method}
                      </span>
                      <code className="text-sm">{path}</code>
                      <span className="text-sm text-slate-600">{op.summary}</span>
                    </summary>
                    <div className="mt-2 space-y-2 text-sm">
                      <p className="text-slate-600">{op.description}</p>
                      {op.parameters?.length ? (
                        <p>
                          <span className="font-semibold">{t('parameters')}: </span>
                          {op.parameters
                            .map(
                              (p) => `${p.name} (${p.in}${p.required ? ', ' + t('required') : ''})`,
                            )
                            .join(', ')}
                        </p>
                      ) : null}
                      {op.requestBody ? (
                        <div>
                          <p className="font-semibold">{t('body')}</p>
                          <pre className="max-h-80 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
                            {JSON.stringify(
                              op.requestBody.content['application/json']?.schema,
                              null,
                              2,
                            )}
                          </pre>
                        </div>
                      ) : null}
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
