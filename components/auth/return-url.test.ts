import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '@/components/auth/return-url';

describe('safeReturnUrl', () => {
  it('keeps same-site relative paths with their query', () => {
    expect(safeReturnUrl('/backoffice/orders?page=2#top')).toBe('/backoffice/orders?page=2#top');
    expect(safeReturnUrl(['/profile/me', '/x'])).toBe('/profile/me');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'profile/me',
    '/api/v1/profile',
    '/login?returnUrl=/x',
    '/lock',
    '',
  ])('refuses %s', (raw) => {
    expect(safeReturnUrl(raw)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(safeReturnUrl(undefined)).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
  });
});
