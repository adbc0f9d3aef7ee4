/** A PDF shown in the browser's viewer (inline), named for when it is saved. */
export function pdfResponse(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Content-Length': String(pdf.length),
    },
  });
}
