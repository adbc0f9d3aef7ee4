'use client';

import { api } from '@/components/lib/api';
import type { LiffCouponView, MemberView } from '@/lib/domain/members/schemas';

// The member page's calls (app/api/liff/**). The member cookie (path /api/liff) goes along
// by itself; a 401 here is LINE refusing a token, not a back-office sign-in, so it never
// sends the browser to /login.

const call = <T>(path: string, method: 'GET' | 'POST', body?: unknown) =>
  api<{ Datum: T }>(path, { method, body, allowUnauthorized: true }).then((r) => r.Datum);

export const startSession = (idToken: string) =>
  call<MemberView>('/api/liff/session', 'POST', { id_token: idToken });

export const askPhoneCode = (phone: string) =>
  call<{ expires_in: number }>('/api/liff/phone', 'POST', { phone });

export const verifyPhoneCode = (code: string) =>
  call<MemberView>('/api/liff/phone/verify', 'POST', { code });

export const loadCoupons = () => call<LiffCouponView[]>('/api/liff/coupons', 'GET');
