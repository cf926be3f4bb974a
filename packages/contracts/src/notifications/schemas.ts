import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";

/** §3 notification item: round (unread), icon, title, subject, time (DD/MM/YYYY HH:mm:ss). */
export const notificationItemSchema = z.object({
  id: z.number(),
  type: z.string(),
  round: z.boolean(),
  icon: z.string(),
  title: z.string(),
  subject: z.string(),
  time: z.string(),
  link: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = z.object({
  counterNotificationToRead: z.number(),
  notifications: z.array(notificationItemSchema),
  next_before_id: z.number().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  before_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  /** Only the notifications of this type (the invitation notices behind the "Invite" summary). */
  type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, { message: "validation.invalid" })
    .optional(),
});
export const readNotificationsBodySchema = z.object({
  ids: z.array(z.number().int().positive()).max(200).optional(),
});
