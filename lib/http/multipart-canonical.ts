import { createHash } from 'node:crypto';

/**
 * A multipart body as text that does not depend on its boundary, for the hash of an
 * idempotency key: a browser picks a new random boundary every time it sends a FormData, so
 * the fields are taken in order, each file as its name, type, size and SHA-256. Null when
 * the form cannot be read (the raw text is hashed instead).
 */
export async function canonicalForm(read: () => Promise<FormData>): Promise<string | null> {
  let form: FormData;
  try {
    form = await read();
  } catch {
    return null;
  }
  const parts: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(JSON.stringify([name, value]));
    } else {
      const digest = createHash('sha256')
        .update(Buffer.from(await value.arrayBuffer()))
        .digest('hex');
      parts.push(JSON.stringify([name, 'file', value.name, value.type, value.size, digest]));
    }
  }
  return `\u0000form:${parts.join('\n')}`;
}
