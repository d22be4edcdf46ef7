/**
 * The words mail clients write above a forwarded or quoted message, in the languages portfolio mail arrives in
 * (English, German, French, Dutch, Italian, Portuguese, Spanish, Norwegian/Danish/Swedish). One vocabulary, so the
 * company match, the live-text cut and the forward's date read the same blocks.
 */

/** The sender label: "From:", "Von:", "De :", "Van:", "Da:", "Fra:" (bold in mail converted from HTML). */
export const FROM_LABEL = '(?:From|Von|De|Van|Da|Fra|Från)';
/** The sending-time label of an Outlook header block: "Sent:", "Gesendet:", "Verzonden:", "Inviato:", "Sendt:". */
export const SENT_LABEL = '(?:Sent|Gesendet|Envoy[ée]|Verzonden|Inviato|Enviad[oa]|Sendt|Skickat)';
/** The date label of any client's block ("Date:", "Datum:", "Data:", "Dato:") or an Outlook sending-time label. */
export const DATE_LABEL = `(?:Date|Datum|Data|Dato|Fecha|${SENT_LABEL.slice(3, -1)})`;
/** Every label of a forwarded message's header block. */
const OTHER_LABELS = [
  'To|Cc|Bcc|Subject|Reply-To', // English
  'An|Betreff', // German
  'À|Objet', // French
  'Aan|Onderwerp', // Dutch
  'A|Oggetto', // Italian
  'Para|Assunto|Asunto', // Portuguese, Spanish
  'Til|Emne|Till|Ämne', // Norwegian, Danish, Swedish
].join('|');
/** A header block's subject line, in the languages above. */
const SUBJECT_LABEL = '(?:Subject|Betreff|Objet|Onderwerp|Oggetto|Assunto|Asunto|Emne|Ämne)';
export const HEADER_LABEL = `(?:${FROM_LABEL.slice(3, -1)}|${DATE_LABEL.slice(3, -1)}|${OTHER_LABELS})`;

/** Gmail's, Apple Mail's and other clients' banner line above a forwarded message's header. */
const BANNER_WORDS = [
  'Forwarded message',
  'Weitergeleitete Nachricht',
  'Message transf[ée]r[ée]',
  'Doorgestuurd bericht',
  'Messaggio inoltrato',
  'Mensagem encaminhada',
  'Mensaje reenviado',
  'Videresendt melding',
  'Videresendt meddelelse',
  'Vidarebefordrat meddelande',
].join('|');
export const FORWARD_BANNER = `-{2,}\\s*(?:${BANNER_WORDS})\\s*-{2,}|Begin forwarded message:`;

/**
 * A subject whose latest action is a forward: "FW:", "Fwd:", German "WG:", French "TR:", Spanish "RV:", Italian
 * "I:", Portuguese "ENC:", Norwegian "VS:", Dutch "Doorst:".
 */
const FORWARD_PREFIX = String.raw`(?:\[[^\]]*\]\s*)?(?:fwd?|wg|tr|rv|i|enc|vs|doorst)\s*:`;
export const FORWARD_SUBJECT = new RegExp(String.raw`^\s*${FORWARD_PREFIX}`, 'i');
/** A forwarded header block's subject line that is itself a forward's: "Subject: FW: April numbers". */
export const FORWARDED_SUBJECT_LINE = new RegExp(String.raw`^\s*\**${SUBJECT_LABEL}\s?:\**\s*${FORWARD_PREFIX}`, 'i');

/** "Re:", "AW:", "SV:", "R:", "RES:", "Antw:": a reply's subject repeats the figures of the mail it answers. */
export const REPLY_SUBJECT = /^\s*(?:\[[^\]]*\]\s*)?(?:re|aw|sv|r|res|antw|réf)\s*:/i;
