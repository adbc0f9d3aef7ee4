// The two README commands install what they need whatever the shell's NODE_ENV says: npm
// leaves dev dependencies (tsx, the test tools) out under NODE_ENV=production, and the
// quickstart then failed at its first tsx step. Tried on a package of its own, offline.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/dev/install-dependencies.sh');
let dir = '';

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'install-deps-'));
  mkdirSync(path.join(dir, 'dev-tool'));
  writeFileSync(
    path.join(dir, 'dev-tool', 'package.json'),
    JSON.stringify({ name: 'dev-tool', version: '1.0.0' }),
  );
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'install-check',
      version: '1.0.0',
      private: true,
      devDependencies: { 'dev-tool': 'file:./dev-tool' },
    }),
  );
  return dir;
}

const install = (cwd: string, env: Record<string, string>) =>
  execFileSync('bash', ['-c', `. '${script}' && install_dependencies`], {
    cwd,
    env: { ...process.env, ...env, npm_config_offline: 'true' },
    stdio: 'pipe',
  });

describe('install_dependencies', () => {
  it('installs the dev dependencies under NODE_ENV=production and npm_config_omit=dev', () => {
    const cwd = project();
    install(cwd, { NODE_ENV: 'production', npm_config_omit: 'dev' });
    expect(existsSync(path.join(cwd, 'node_modules', 'dev-tool', 'package.json'))).toBe(true);
  });

  it('leaves npm run with NODE_ENV unset afterwards, though the shell omitted dev', () => {
    const cwd = project();
    writeFileSync(
      path.join(cwd, 'package.json'),
      JSON.stringify({
        name: 'install-check',
        version: '1.0.0',
        private: true,
        scripts: { env: 'node -e "console.log(process.env.NODE_ENV ?? \'unset\')"' },
        devDependencies: { 'dev-tool': 'file:./dev-tool' },
      }),
    );
    const printed = execFileSync(
      'bash',
      [
        '-c',
        `. '${script}' && install_dependencies >/dev/null && unset NODE_ENV && npm run --silent env`,
      ],
      { cwd, env: { ...process.env, npm_config_omit: 'dev', npm_config_offline: 'true' } },
    );
    expect(printed.toString().trim()).toBe('unset');
  });

  it('leaves a current node_modules alone', () => {
    const cwd = project();
    install(cwd, {});
    rmSync(path.join(cwd, 'node_modules', 'dev-tool'), { recursive: true });
    install(cwd, {});
    // Nothing was newer than the last install, so npm did not run again.
    expect(existsSync(path.join(cwd, 'node_modules', 'dev-tool'))).toBe(false);
  });
});
