import { z } from 'zod';

export const IMAP_PROVIDER = 'imap';

/** `tls`: TLS from the first byte (993); `starttls`: upgrade required; `none`: cleartext (local servers, tests). */
export const TLS_MODES = ['tls', 'starttls', 'none'] as const;
export type TlsMode = (typeof TLS_MODES)[number];

/** What `connections.settings` holds for an IMAP connection: no secrets. */
export const ImapSettingsSchema = z.object({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65535),
  tls: z.enum(TLS_MODES),
  user: z.string().min(1),
  mailbox: z.string().min(1),
});
export type ImapSettings = z.infer<typeof ImapSettingsSchema>;

/** Where the next poll resumes: UIDs are only comparable within one UIDVALIDITY of the mailbox. */
const ImapCursorSchema = z.object({
  uidValidity: z.string(),
  lastUid: z.number().int().min(0),
});
export type ImapCursor = z.infer<typeof ImapCursorSchema>;

/** A stored cursor, or undefined (start from the beginning) when absent or unreadable. */
export function readCursor(value: unknown): ImapCursor | undefined {
  const parsed = ImapCursorSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
