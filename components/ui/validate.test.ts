import { describe, expect, it } from 'vitest';
import { changePasswordInput, updateProfileInput } from '@/lib/domain/auth/schemas';
import { validate, withoutIssue, withoutLineIssues } from '@/components/ui/validate';

describe('validate', () => {
  it('answers the parsed data when the input is valid', () => {
    const r = validate(updateProfileInput, {
      first_name: ' Som ',
      last_name: '',
      nick_name: '',
      phone: '',
      email: '',
    });
    expect(r).toEqual({
      ok: true,
      data: { first_name: 'Som', last_name: '', nick_name: '', phone: '', email: '' },
    });
  });

  it('gives the first issue of each field as a message key', () => {
    const r = validate(
      updateProfileInput,
      { first_name: '', last_name: 'x'.repeat(101), nick_name: '', phone: 'abc', email: 'bad' },
      { phone: 'invalidPhone' },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues).toEqual({
      first_name: { key: 'required' },
      last_name: { key: 'tooLong', values: { max: 100 } },
      phone: { key: 'invalidPhone' },
      email: { key: 'invalidEmail' },
    });
  });

  it('says required for an empty field whatever rule it breaks', () => {
    const r = validate(
      changePasswordInput,
      { old_password: '', new_password: '', confirm_password: '' },
      { new_password: 'passwordRule' },
    );
    expect(r.ok ? null : r.issues).toEqual({
      old_password: { key: 'required' },
      new_password: { key: 'required' },
    });
  });

  it('drops one field issue', () => {
    expect(
      withoutIssue<'a' | 'b'>({ a: { key: 'required' }, b: { key: 'required' } }, 'a'),
    ).toEqual({ b: { key: 'required' } });
  });

  it('drops the issues of the lines a change touched', () => {
    const issues = {
      note: { key: 'tooLong' },
      items: { key: 'required' },
      'items.0.amount': { key: 'required' },
      'items.1.amount': { key: 'invalidFormat' },
    };
    // One field edited: its issue and the lines' own go, the other line's stays.
    expect(withoutLineIssues(issues, 'items.0.amount')).toEqual({
      note: { key: 'tooLong' },
      'items.1.amount': { key: 'invalidFormat' },
    });
    // A line added or removed: the indexes may have moved, every line issue goes.
    expect(withoutLineIssues(issues)).toEqual({ note: { key: 'tooLong' } });
  });
});
