/**
 * An action's key among the log's texts (auditLog.actions: the contracts' AUDIT_ACTIONS, dots as underscores). A
 * code no longer written (an older line) has no text and shows as stored.
 */
export const auditActionKey = (action: string) => `auditLog.actions.${action.replaceAll(".", "_")}`;
