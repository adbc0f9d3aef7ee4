import { describe, expect, it } from 'vitest';
import { loadedUrls } from '@/components/express/offline-page';

describe('what the first load of /express hands the worker to keep', () => {
  it('keeps the page and its own scripts and styles, once each, and nothing else', () => {
    const urls = loadedUrls('/express', [
      'http://localhost:3100/_next/static/chunks/app.js',
      'http://localhost:3100/_next/static/css/app.css',
      'http://localhost:3100/_next/static/chunks/app.js',
      'http://localhost:3100/api/v1/express/route',
      'https://www.gstatic.com/recaptcha.js',
      'not a url at all ::',
    ]);
    expect(urls).toEqual([
      '/express',
      'http://localhost:3100/_next/static/chunks/app.js',
      'http://localhost:3100/_next/static/css/app.css',
    ]);
  });
});
