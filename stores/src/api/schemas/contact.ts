import { z } from 'zod';
import { messageLocaleSchema } from './editions';
import { plainText } from './text';
import {
  blankAsNull,
  emailSchema,
  nameSchema,
  phoneSchema,
  requiredString,
  validationMessage,
} from './validation';

/** Bounds of the contact form: an order number as printed on the order, a message of 4,000. */
export const contactLimits = { orderNumberMax: 40, messageMax: 4000 } as const;

/**
 * `POST /api/contact/ticket` and the contact form (source document §3, §5): full name, email,
 * order number and phone (both optional), the enquiry and the privacy agreement (required).
 */
export const contactTicketRequestSchema = z.object({
  full_name: nameSchema,
  email: emailSchema,
  order_number: blankAsNull(
    requiredString().max(contactLimits.orderNumberMax, validationMessage('textTooLong')),
  ).default(null),
  phone: blankAsNull(phoneSchema).default(null),
  message: requiredString('lines').max(contactLimits.messageMax, validationMessage('textTooLong')),
  privacy: z
    .boolean({ error: validationMessage('required') })
    .refine((agreed) => agreed, { error: validationMessage('required') }),
  /** The language of the acknowledgement; the edition of the `country` query when absent. */
  locale: messageLocaleSchema.optional(),
  /** A captcha answer, when the server has a captcha configured (`GET /api/auth/captcha`). */
  captcha: plainText().min(1).max(4096).optional(),
});
export type ContactTicketRequest = z.input<typeof contactTicketRequestSchema>;
export type ContactTicket = z.output<typeof contactTicketRequestSchema>;

/** The raised ticket: its reference, quoted in both emails. */
export const contactTicketResponseSchema = z.object({
  reference: z.string(),
  message: z.string(),
});
export type ContactTicketResponse = z.infer<typeof contactTicketResponseSchema>;
