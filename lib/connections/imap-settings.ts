import { z } from 'zod';

export const IMAP_PROVIDER = 'imap';

/** `tls`: TLS from the first byte (993); `starttls`: upgrade required; `none`: cleartext (local servers, tests). */
export const TLS_MODES = ['tls', 'starttls', 'none'] as const;
export type TlsMode = (typeof TLS_MODES)[number];

// CR or LF would end an IMAP command line early, and no control character (C0, DEL, C1)
// belongs in a host name, a user name or a mailbox name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const imapText = z
  .string()
  .min(1)
  .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters such as CR or LF');

/**
 * What `connections.settings` holds for an IMAP connection: no secrets. The
 * one check of these fields: `pi connections add` and the poller both use it.
 */
export const ImapSettingsSchema = z.object({
  host: imapText,
  port: z.number().int().min(1).max(65535),
  tls: z.enum(TLS_MODES),
  user: imapText,
  mailbox: imapText,
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
