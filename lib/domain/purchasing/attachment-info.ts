import type { PoAttachment } from '@/lib/domain/purchasing/schemas';
import { fileUrl } from '@/lib/storage/file-field';

/** What the attachment takes: detected type -> stored extension. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const TYPE_OF_EXT: Record<string, string> = Object.fromEntries(
  Object.entries(ATTACHMENT_TYPES).map(([type, ext]) => [ext, type]),
);

/** The attachment as answers show it: named after the PO ("PO-2611-00042.pdf"). */
export function attachmentOf(key: string | null, poNumber: string): PoAttachment | null {
  if (!key) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return {
    key,
    name: `${poNumber}.${ext}`,
    url: fileUrl(key),
    content_type: TYPE_OF_EXT[ext] ?? 'application/octet-stream',
  };
}
