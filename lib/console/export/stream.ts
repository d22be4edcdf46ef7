import { stringify } from 'csv-stringify/sync';
import type { ListPage } from './api';
import type { Cell } from './tables';

interface CsvSource {
  headers: readonly string[];
  /** The first page, fetched before the answer starts, so its failure can still be a plain error answer. */
  first: ListPage;
  /** The page after `pageToken`. */
  next(pageToken: string): Promise<ListPage>;
  /** One page's items as CSV records. */
  records(items: readonly unknown[]): Cell[][];
}

/**
 * A CSV file as a pull-based stream: a page is fetched only when the reader
 * (in the end, the client's socket) wants more, and nothing is kept once
 * written, so memory stays the same for ten rows or a million. Quoting is
 * csv-stringify's; `escape_formulas` prefixes a `'` to a text cell starting
 * with = + - @, a tab or a carriage return, so a spreadsheet shows it rather
 * than running it. The byte-order mark tells Excel the file is UTF-8.
 *
 * A failure after the first page errors the stream: the download breaks off
 * rather than ending as if the file were whole.
 */
export function csvStream(source: CsvSource): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: ListPage | undefined = source.first;
  let token: string | undefined;
  let started = false;

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // A page may hold no rows; keep going until there is something to hand over or nothing left.
          for (;;) {
            let page: ListPage;
            if (pending) {
              page = pending;
              pending = undefined;
            } else if (token) {
              page = await source.next(token);
            } else {
              controller.close();
              return;
            }
            token = page.nextPageToken;
            const records = source.records(page.items);
            const text = stringify(started ? records : [[...source.headers], ...records], {
              bom: !started,
              escape_formulas: true,
            });
            started = true;
            if (text) {
              controller.enqueue(encoder.encode(text));
              return;
            }
          }
        } catch (err) {
          controller.error(err);
        }
      },
      cancel() {
        // The reader went away (the person cancelled): no further page is fetched.
        pending = undefined;
        token = undefined;
      },
    },
    // Nothing read ahead: the next page is fetched when the reader asks for it.
    { highWaterMark: 0 },
  );
}
