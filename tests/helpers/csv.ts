/**
 * A cell as the export's formula guard writes it: one starting like a
 * formula (= + - @, a tab or a carriage return) gets a `'`. Ids can start
 * with `-`, so an expected id goes through this too.
 */
export const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
