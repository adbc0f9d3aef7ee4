import { hasMessageText, messageText } from '@/lib/export/text';
import type { AuditMessages } from '@/lib/domain/audit/labels';

/** The `audit` messages in a language, read from the message files (API answers, files). */
export const auditMessagesIn = (locale: string | null | undefined): AuditMessages => ({
  has: (key) => hasMessageText(locale, `audit.${key}`),
  text: (key, values) => messageText(locale, `audit.${key}`, values),
});
