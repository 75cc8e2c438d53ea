import { z } from 'zod';

/** One help channel with a QR code (用户反馈群, 在线客服): the image and what to tell the parent. */
export const qrChannel = z.object({ image: z.string(), text: z.string() });

/**
 * GET help/contact: the contact details the operator configured (SUPPORT_DIR, README "Help
 * contacts"). Every field is null when not configured, and the client leaves it out: no invented
 * contact details anywhere.
 */
export const helpContact = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  group: qrChannel.nullable(),
  service: qrChannel.nullable(),
});
export type HelpContact = z.infer<typeof helpContact>;

/** What an operator writes in SUPPORT_DIR/contact.json (all optional). */
export const contactFile = z
  .object({
    email: z.string().email().max(120),
    phone: z.string().max(40),
    hours: z.string().max(120),
    groupText: z.string().max(300),
    serviceText: z.string().max(300),
  })
  .partial();
