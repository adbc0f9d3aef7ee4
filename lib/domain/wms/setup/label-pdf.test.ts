import { describe, expect, it } from 'vitest';
import { groupedPrice, renderLabelPdf, scriptRuns } from '@/lib/domain/wms/setup/label-pdf';

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('label PDF pieces', () => {
  it('cuts text into Thai and Latin runs, spaces staying in their run', () => {
    expect(scriptRuns('เซรั่ม 30 มล.')).toEqual([
      { text: 'เซรั่ม ', thai: true },
      { text: '30 ', thai: false },
      { text: 'มล', thai: true },
      { text: '.', thai: false },
    ]);
    expect(scriptRuns('SPF50 กันแดด')).toEqual([
      { text: 'SPF50 ', thai: false },
      { text: 'กันแดด', thai: true },
    ]);
    expect(scriptRuns('฿390.00')).toEqual([
      { text: '฿', thai: true },
      { text: '390.00', thai: false },
    ]);
  });

  it('groups a price without a float', () => {
    expect(groupedPrice('390.00')).toBe('390.00');
    expect(groupedPrice('1290.5')).toBe('1,290.50');
    expect(groupedPrice('12345678.90')).toBe('12,345,678.90');
    expect(groupedPrice('-1000.00')).toBe('-1,000.00');
  });
});

describe('renderLabelPdf', () => {
  const items = [
    { barcode: '2000000000015', name: 'เซรั่มวิตามินซี 30 มล.', sku: 'SERUM-30', price: '390.00' },
    {
      barcode: 'INT-0001/A',
      name: 'ผลิตภัณฑ์บำรุงผิวหน้าสูตรเข้มข้นพิเศษสำหรับผิวแพ้ง่ายและผิวมันเป็นสิวง่ายมากๆ',
      sku: null,
      price: null,
    },
  ];

  it('lays 24 labels on an A4 page and one per page on the single layout', async () => {
    const a4 = await renderLabelPdf(items, {
      layout: 'a4-3x8',
      copies: 13,
      showSku: true,
      showPrice: true,
    });
    expect(a4.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages(a4)).toBe(2);
    // One embedded image per code, however many labels show it.
    const images = (pdf: Buffer) =>
      (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
    const once = await renderLabelPdf(items, {
      layout: 'a4-3x8',
      copies: 1,
      showSku: true,
      showPrice: true,
    });
    expect(images(a4)).toBe(images(once));
    expect(images(a4)).toBeLessThanOrEqual(4); // a PNG with alpha is an image and its mask
    expect(a4.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Sarabun/);

    const single = await renderLabelPdf(items, {
      layout: 'single-50x30',
      copies: 2,
      showSku: false,
      showPrice: false,
    });
    expect(pages(single)).toBe(4);
    expect(single.toString('latin1')).toContain('INT-0001/A');
  });
});
