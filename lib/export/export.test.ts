import { describe, expect, it } from 'vitest';
import { contentDisposition } from '@/lib/export/content-disposition';
import {
  bangkokDateTime,
  csvCell,
  exportDateStamp,
  exportQuery,
  keysetRows,
  xlsxCell,
} from '@/lib/export';
import { messageText } from '@/lib/export/text';

describe('csvCell', () => {
  it('writes values as Excel reads them', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('เสื้อ')).toBe('เสื้อ');
    expect(csvCell(new Date('2026-11-20T17:30:00Z'))).toBe('2026-11-21 00:30:00');
  });

  it('keeps text that starts like a formula as text, but not signed numbers', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+66 81 234 5678')).toBe("'+66 81 234 5678");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('-390.00')).toBe('-390.00');
    expect(csvCell('+5')).toBe('+5');
  });
});

describe('xlsxCell', () => {
  it('shifts dates to Bangkok wall-clock time and drops characters XML cannot hold', () => {
    expect(xlsxCell(new Date('2026-11-20T17:30:00Z'))).toEqual(new Date('2026-11-21T00:30:00Z'));
    expect(xlsxCell('a\u0000b\u0007c\td')).toBe('abc\td');
    expect(xlsxCell(Number.POSITIVE_INFINITY)).toBeNull();
    expect(xlsxCell('x'.repeat(40_000))).toHaveLength(32_767);
  });
});

describe('dates for files', () => {
  it('uses the Bangkok day', () => {
    expect(exportDateStamp(new Date('2026-12-31T17:00:00Z'))).toBe('20270101');
    expect(bangkokDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 07:00:00');
  });
});

describe('exportQuery', () => {
  it('defaults to csv and refuses other formats', () => {
    expect(exportQuery.parse({}).format).toBe('csv');
    expect(exportQuery.parse({ format: '' }).format).toBe('csv');
    expect(exportQuery.parse({ format: 'xlsx' }).format).toBe('xlsx');
    expect(exportQuery.safeParse({ format: 'pdf' }).success).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'users-20261120.csv')).toBe(
      `attachment; filename="users-20261120.csv"; filename*=UTF-8''users-20261120.csv`,
    );
    expect(contentDisposition('attachment', 'สินค้า "ใหม่";(1).xlsx')).toBe(
      `attachment; filename="______ _______(1).xlsx"; filename*=UTF-8''${encodeURIComponent('สินค้า "ใหม่";')}%281%29.xlsx`,
    );
    expect(contentDisposition('inline')).toBe('inline');
  });
});

describe('keysetRows', () => {
  const table = Array.from({ length: 25 }, (_, i) => ({ id: i * 2 + 1 }));

  it('reads id-ordered batches after the last id, until a short batch', async () => {
    const calls: Array<[number | bigint | undefined, number]> = [];
    const out: number[] = [];
    for await (const row of keysetRows(async (after, take) => {
      calls.push([after, take]);
      return table.filter((r) => after === undefined || r.id > Number(after)).slice(0, take);
    }, 10)) {
      out.push(row.id);
    }
    expect(out).toEqual(table.map((r) => r.id));
    expect(calls).toEqual([
      [undefined, 10],
      [19, 10],
      [39, 10],
    ]);
  });

  it('asks once more after an exactly full last batch', async () => {
    let calls = 0;
    const rows = keysetRows(async (after, take) => {
      calls++;
      return table
        .slice(0, 20)
        .filter((r) => after === undefined || r.id > Number(after))
        .slice(0, take);
    }, 10);
    let n = 0;
    for await (const _ of rows) n++;
    expect([n, calls]).toEqual([20, 3]);
  });

  it('refuses pages whose ids do not increase (a wrong order would loop forever)', async () => {
    const rows = keysetRows(async () => [{ id: 1 }, { id: 2 }], 2);
    await expect(async () => {
      for await (const _ of rows) void _;
    }).rejects.toThrow(/increase/);
  });
});

describe('messageText', () => {
  it('reads the messages in the chosen language, Thai by default', () => {
    expect(messageText('en', 'import.report.line')).toBe('Line');
    expect(messageText('th', 'import.report.line')).toBe('บรรทัด');
    expect(messageText(undefined, 'import.report.line')).toBe('บรรทัด');
    expect(messageText('en', 'import.success', { count: 3 })).toBe('Imported 3 rows');
    expect(messageText('en', 'no.such.key')).toBe('no.such.key');
  });
});
