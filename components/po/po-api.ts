'use client';
import { api } from '@/components/lib/api';
import {
  asciiFilename,
  boundaryFor,
  multipartBody,
  postStock,
} from '@/components/wms/stock/stock-request';
import type { PoBody } from '@/components/po/po-form-state';
import type { PoDetail, PoReceiveAnswer } from '@/components/po/po-types';

// The calls of the purchase-order screens, through the API (the server checks everything
// again). Route shapes: the purchase orders' API contract (section 7).

export const PO_ENDPOINT = '/api/v1/wms/po';

export async function fetchPo(id: number, signal?: AbortSignal): Promise<PoDetail> {
  return (await api<{ Datum: PoDetail }>(`${PO_ENDPOINT}/detail`, { query: { id }, signal })).Datum;
}

/** A new PO (POST, under the form's Idempotency-Key) or a draft's new content (PUT). */
export async function savePo(id: number | null, body: PoBody, key: string): Promise<PoDetail> {
  const res = id
    ? await api<{ Datum: PoDetail }>(`${PO_ENDPOINT}/${id}`, { method: 'PUT', body })
    : await api<{ Datum: PoDetail }>(PO_ENDPOINT, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      });
  return res.Datum;
}

export type PoCommand = 'approve' | 'cancel' | 'duplicate' | 'delete';

/** Approve, cancel, duplicate (the new draft) or delete (null). */
export async function runPoCommand(command: PoCommand, id: number): Promise<PoDetail | null> {
  switch (command) {
    case 'approve':
    case 'cancel':
      return (await api<{ Datum: PoDetail }>(`${PO_ENDPOINT}/${command}/${id}`, { method: 'PUT' }))
        .Datum;
    case 'duplicate':
      return (
        await api<{ Datum: PoDetail }>(`${PO_ENDPOINT}/duplicate`, {
          method: 'POST',
          body: { id },
        })
      ).Datum;
    case 'delete':
      await api(`${PO_ENDPOINT}/${id}`, { method: 'DELETE' });
      return null;
  }
}

export async function uploadAttachment(id: number, file: File): Promise<PoDetail> {
  const form = new FormData();
  form.append('file', file);
  return (
    await api<{ Datum: PoDetail }>(`${PO_ENDPOINT}/${id}/attachment`, {
      method: 'POST',
      body: form,
    })
  ).Datum;
}

export async function removeAttachment(id: number): Promise<PoDetail> {
  return (await api<{ Datum: PoDetail }>(`${PO_ENDPOINT}/${id}/attachment`, { method: 'DELETE' }))
    .Datum;
}

export interface ReceiveBody {
  lines: Array<{ product_id: number; quantity: number }>;
  close?: boolean;
  reason?: string;
  note?: string;
}

/**
 * A receipt (and, with `close`, the closing): JSON, or multipart with the delivery note's
 * photo as `file` and `lines` as JSON text. The same attempt sends the same key and the
 * same bytes (the boundary is drawn from the key), so a retry replays the first answer.
 */
export async function receivePo(
  id: number,
  body: ReceiveBody,
  photo: File | null,
  key: string,
): Promise<PoReceiveAnswer> {
  const fields = Object.entries(body)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => [name, name === 'lines' ? JSON.stringify(v) : String(v)] as const);
  const payload = photo
    ? {
        data: multipartBody(
          fields,
          { field: 'file', file: photo, filename: asciiFilename(photo.name) },
          boundaryFor(key),
        ),
        contentType: `multipart/form-data; boundary=${boundaryFor(key)}`,
      }
    : { data: JSON.stringify(body), contentType: 'application/json' };
  const answer = await postStock<{ Datum: PoReceiveAnswer }>(
    `${PO_ENDPOINT}/close/partial/${id}`,
    payload,
    key,
    'PUT',
  );
  return answer.Datum;
}
