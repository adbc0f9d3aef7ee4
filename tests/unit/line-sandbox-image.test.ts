// The local LINE's chat pictures (scripts/sandbox/line/line-server.ts, docs/platform-sandbox.md):
// POST /__sandbox/line/image sends the app's webhook a signed image message event, and
// GET /v2/bot/message/{id}/content serves its bytes to the channel token only. By default
// the picture is a PNG of a bank slip's QR, read back as that slip.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidLineSignature } from '@/lib/domain/line/signature';
import { readSlipFromImage } from '@/lib/domain/payments/slip-image';
import { startLineSandbox, type LineSandbox } from '@/scripts/sandbox/line/line-server';

const USER = `U${'cd34'.repeat(8)}`;
let line: LineSandbox;
let app: Server;
const received: Array<{ body: string; signature: string | undefined }> = [];

beforeAll(async () => {
  app = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString(),
        signature: req.headers['x-line-signature'] as string | undefined,
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const { port } = app.address() as AddressInfo;
  line = await startLineSandbox({ webhookUrl: `http://127.0.0.1:${port}/api/line/webhook` });
});
afterAll(async () => {
  await line?.close();
  await new Promise<void>((resolve) => app?.close(() => resolve()));
});

const content = (id: string, token = line.env.LINE_MESSAGING_ACCESS_TOKEN!) =>
  fetch(`${line.env.LINE_DATA_API_BASE}/v2/bot/message/${id}/content`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('a picture sent in the sandbox chat', () => {
  it('reaches the webhook signed, and its content is a readable slip', async () => {
    const res = await fetch(`${line.url}/__sandbox/line/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: USER }),
    });
    const answer = (await res.json()) as {
      status: number;
      eventId: string;
      messageId: string;
      slipRef: string;
    };
    expect(answer.status).toBe(200);
    const hook = received.at(-1)!;
    expect(
      isValidLineSignature(line.env.LINE_CHANNEL_SECRET!, hook.body, hook.signature ?? null),
    ).toBe(true);
    const event = (JSON.parse(hook.body) as { events: Array<Record<string, unknown>> }).events[0]!;
    expect(event).toMatchObject({
      type: 'message',
      webhookEventId: answer.eventId,
      source: { type: 'user', userId: USER },
      message: { type: 'image', id: answer.messageId },
    });

    const got = await content(answer.messageId);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(readSlipFromImage(bytes)).toEqual({ sendingBank: '004', transRef: answer.slipRef });
  });

  it('serves content to the channel token only, and 404 for an unknown message', async () => {
    const m = await line.imageMessage({ userId: USER, bytes: Buffer.from('jpeg?') });
    expect((await content(m.messageId, 'wrong')).status).toBe(401);
    expect((await content('123')).status).toBe(404);
    const ok = await content(m.messageId);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await ok.arrayBuffer()).toString()).toBe('jpeg?');
  });
});
