import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';

// A local S3-compatible server (the npm package s3rver)
// on 127.0.0.1, a free port and a temporary directory, and the app's S3_* variables
// pointed at it. The bucket does not exist at first: lib/storage creates it on first use.

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface LocalS3Server {
  endpoint: string;
  bucket: string;
  directory: string;
  /** Points S3_* at this server (and resets lib/env's cache). */
  use(): void;
  /** Puts the S3_* variables back as they were (local disk unless S3 was configured). */
  restoreEnv(): void;
  /** Stops the server, deletes its directory and restores the environment. */
  close(): Promise<void>;
}

const S3_VARS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export async function startS3Server(bucket = 'backoffice-test'): Promise<LocalS3Server> {
  // s3rver (CommonJS) has no type declarations: required and typed here.
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;

  const env = process.env as Record<string, string | undefined>;
  const saved = Object.fromEntries(S3_VARS.map((k) => [k, env[k]]));
  const restoreEnv = () => {
    for (const k of S3_VARS) {
      if (saved[k] === undefined) delete env[k];
      else env[k] = saved[k];
    }
    resetEnvForTests();
  };
  return {
    endpoint,
    bucket,
    directory,
    use() {
      env.S3_ENDPOINT = endpoint;
      env.S3_REGION = 'us-east-1';
      env.S3_BUCKET = bucket;
      // s3rver's own fixed credentials.
      env.S3_ACCESS_KEY_ID = 'S3RVER';
      env.S3_SECRET_ACCESS_KEY = 'S3RVER';
      resetEnvForTests();
    },
    restoreEnv,
    async close() {
      restoreEnv();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Points UPLOAD_DIR at a fresh temporary directory with no S3; returns how to undo it. */
export async function useLocalDisk(): Promise<{ directory: string; restore: () => Promise<void> }> {
  const env = process.env as Record<string, string | undefined>;
  const saved = { UPLOAD_DIR: env.UPLOAD_DIR, S3_ENDPOINT: env.S3_ENDPOINT };
  const directory = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  env.UPLOAD_DIR = directory;
  delete env.S3_ENDPOINT;
  resetEnvForTests();
  return {
    directory,
    async restore() {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete env[k];
        else env[k] = v;
      }
      resetEnvForTests();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
