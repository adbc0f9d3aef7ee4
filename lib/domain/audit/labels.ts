import { isAuditAction, isAuditEntity } from '@/lib/domain/audit/codes';

/**
 * The `audit` messages of one language: next-intl's translator on a screen, the message
 * files on the server (`auditMessagesIn`). Keys are relative to `audit`.
 */
export interface AuditMessages {
  has(key: string): boolean;
  text(key: string, values?: Record<string, string>): string;
}

/** An action as words: its own label; else "<verb> <entity>" when both are known; else the unknown code named as such. */
export function auditActionLabel(m: AuditMessages, action: string, entity?: string): string {
  if (isAuditAction(action)) return m.text(`actions.${action}`);
  // A code written by a newer version than these messages, or by a retired one.
  const verb = action.slice(action.lastIndexOf('.') + 1);
  if (entity && isAuditEntity(entity) && /^\w+$/.test(verb) && m.has(`verbs.${verb}`))
    return m.text('actionPattern', {
      entity: m.text(`entities.${entity}`),
      verb: m.text(`verbs.${verb}`),
    });
  return m.text('unknownCode', { code: action });
}

/** What the row is about, as words; an unknown entity is named as such. */
export function auditEntityLabel(m: AuditMessages, entity: string): string {
  return isAuditEntity(entity)
    ? m.text(`entities.${entity}`)
    : m.text('unknownCode', { code: entity });
}
