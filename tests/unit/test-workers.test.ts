import { describe, expect, it } from 'vitest';
import { integrationWorkers, workerDatabaseUrl, workerRedisUrl } from '../setup/test-workers';

describe('test workers', () => {
  it('runs one file at a time unless told otherwise, never more than four', () => {
    expect(integrationWorkers({})).toBe(1);
    expect(integrationWorkers({ INTEGRATION_WORKERS: '2' })).toBe(2);
    expect(integrationWorkers({ INTEGRATION_WORKERS: '9' })).toBe(1);
    expect(integrationWorkers({ INTEGRATION_WORKERS: 'x' })).toBe(1);
  });

  it('gives each worker after the first its own database and Redis database', () => {
    const pg = 'postgresql://postgres@127.0.0.1:5432/backoffice_test';
    expect(workerDatabaseUrl(pg, 1)).toBe(pg);
    expect(workerDatabaseUrl(pg, 2)).toBe(
      'postgresql://postgres@127.0.0.1:5432/backoffice_test_w2',
    );
    expect(workerRedisUrl('redis://127.0.0.1:6379/15', 1)).toBe('redis://127.0.0.1:6379/15');
    expect(workerRedisUrl('redis://127.0.0.1:6379/15', 2)).toBe('redis://127.0.0.1:6379/14');
    expect(workerRedisUrl('', 2)).toBe('');
    expect(() => workerRedisUrl('redis://127.0.0.1:6379/0', 2)).toThrow();
  });
});
