import { describe, expect, it } from 'vitest';
import { documentFrom } from '@/lib/domain/platforms/lazada/fulfilment';

describe('documentFrom', () => {
  it("takes the label from the answer's file when that is a PDF, without a download", async () => {
    const pdf = Buffer.from('%PDF-1.4\n% label LXTH0000000001\n%%EOF\n', 'latin1');
    const label = await documentFrom({
      file: pdf.toString('base64'),
      pdf_url: 'http://127.0.0.1:9/x.pdf',
    });
    expect(label).toEqual({ contentType: 'application/pdf', body: pdf });
  });

  it('refuses an answer with neither a PDF file nor a URL', async () => {
    const html = Buffer.from('<html></html>').toString('base64');
    await expect(documentFrom({ file: html })).rejects.toThrow(/no PDF/);
  });
});
