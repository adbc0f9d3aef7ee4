import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import th from '@/messages/th.json';
import en from '@/messages/en.json';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/domain/audit/codes';
import { auditActionLabel, auditEntityLabel } from '@/lib/domain/audit/labels';
import { auditMessagesIn } from '@/lib/domain/audit/message-text';

const ROOT = path.resolve(__dirname, '../../..');
const FILES = { th, en } as const;

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

/** Every non-test source file under these folders. */
function sources(...dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name === 'generated' || name === 'node_modules') continue;
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(file);
    }
  };
  for (const dir of dirs) walk(path.join(ROOT, dir));
  return out;
}

/** The argument text of each call of an audit writer (`recordAudit(...)`, `auditLog.create(...)`). */
function auditCalls(source: string): string[] {
  const calls: string[] = [];
  for (const start of source.matchAll(/(?:recordAudit|auditLog\.create)\(/g)) {
    let depth = 0;
    let i = start.index + start[0].length - 1;
    for (; i < source.length; i++) {
      if (source[i] === '(') depth++;
      else if (source[i] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(start.index, i + 1));
  }
  return calls;
}

/** The codes a call can write for a field: its quoted literals, and `${x}.verb` templates as patterns. */
function writtenCodes(call: string, field: 'action' | 'entity') {
  const other = field === 'action' ? 'entity' : 'entityId|before|after|requestId';
  const value = new RegExp(`\\b${field}:([\\s\\S]*?)(?:\\b(?:${other})\\b\\s*:|\\}\\s*\\))`).exec(
    call,
  )?.[1];
  if (!value) return { literals: [], templates: [] };
  return {
    literals: [...value.matchAll(/'([^']+)'/g)].map((m) => m[1]!),
    templates: [...value.matchAll(/`([^`]+)`/g)].map(
      (m) => new RegExp(`^${m[1]!.replace(/\$\{[^}]+\}/g, '\\w+').replace(/\./g, '\\.')}$`),
    ),
  };
}

describe('audit codes', () => {
  it('has a label in both languages for every action and entity of the catalogue', () => {
    for (const [lang, file] of Object.entries(FILES)) {
      const missing = [
        ...AUDIT_ACTIONS.map((a) => `audit.actions.${a}`),
        ...AUDIT_ENTITIES.map((e) => `audit.entities.${e}`),
      ].filter((key) => typeof lookup(file, key) !== 'string');
      expect(missing, lang).toEqual([]);
    }
  });

  it('writes only codes of the catalogue (every audit writer of the code base)', () => {
    const files = sources('lib', 'app', 'jobs').filter(
      (f) => !f.endsWith(path.join('lib', 'domain', 'audit', 'service.ts')),
    );
    const calls = files.flatMap((f) =>
      auditCalls(readFileSync(f, 'utf8')).map((call) => ({ file: path.relative(ROOT, f), call })),
    );
    expect(calls.length).toBeGreaterThan(50);
    const unknown: string[] = [];
    for (const { file, call } of calls) {
      const action = writtenCodes(call, 'action');
      const entity = writtenCodes(call, 'entity');
      if (action.literals.length + action.templates.length === 0) continue; // a doc example
      for (const a of action.literals)
        if (!(AUDIT_ACTIONS as readonly string[]).includes(a)) unknown.push(`${file}: ${a}`);
      for (const t of action.templates)
        if (!AUDIT_ACTIONS.some((a) => t.test(a))) unknown.push(`${file}: ${t}`);
      for (const e of entity.literals)
        if (!(AUDIT_ENTITIES as readonly string[]).includes(e)) unknown.push(`${file}: ${e}`);
    }
    expect(unknown).toEqual([]);
  });

  it('has no code that starts another (a message cannot be both a label and a group)', () => {
    const nested = AUDIT_ACTIONS.filter((a) => AUDIT_ACTIONS.some((b) => b.startsWith(`${a}.`)));
    expect(nested).toEqual([]);
  });
});

describe('audit labels', () => {
  const thai = auditMessagesIn('th');
  const english = auditMessagesIn('en');

  it('names known codes in the reader language', () => {
    expect(auditActionLabel(thai, 'order.create', 'order')).toBe('สร้างคำสั่งซื้อ');
    expect(auditActionLabel(english, 'order.create', 'order')).toBe('Order created');
    expect(auditEntityLabel(thai, 'pickup_profile')).toBe('โปรโมชัน');
    expect(auditEntityLabel(english, 'pickup_profile')).toBe('Promotion bundle');
  });

  it('builds an unknown action of a known entity from its verb, and names a wholly unknown code as such', () => {
    expect(auditActionLabel(english, 'storage.restore', 'storage')).toBe('Storage restored');
    expect(auditActionLabel(thai, 'storage.restore', 'storage')).toBe('นำกลับมาใช้ที่จัดเก็บสินค้า');
    expect(auditActionLabel(english, 'robot.dance', 'robot')).toBe('Unknown code robot.dance');
    expect(auditEntityLabel(thai, 'robot')).toBe('ไม่รู้จักรหัส robot');
  });
});
