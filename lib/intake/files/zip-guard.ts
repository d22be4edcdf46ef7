import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { FileParseError } from '../types';
import { count, FILE_LIMITS, megabytes } from './limits';
import { detail } from './parsed';

function damaged(what: string, error: unknown): FileParseError {
  return new FileParseError(
    `The ${what} could not be read: the file is damaged or incomplete (${detail(error)}).`,
    'corrupt',
  );
}

function refuse(message: string): FileParseError {
  return new FileParseError(message, 'too_large');
}

/** Declared sizes, checked from the central directory before anything is unpacked. */
function checkDeclared(entry: Entry, total: number, what: string): void {
  const size = entry.uncompressedSize;
  if (size > FILE_LIMITS.zipRatioMinBytes && size > FILE_LIMITS.zipEntryRatio * entry.compressedSize) {
    const ratio = entry.compressedSize > 0 ? `${count(Math.round(size / entry.compressedSize))} times ` : '';
    throw refuse(`The ${what} was refused: one of its parts expands ${ratio}to ${megabytes(size)}, like a zip bomb.`);
  }
  if (size > FILE_LIMITS.zipPartBytes) {
    throw refuse(
      `The ${what} has a part that unpacks to ${megabytes(size)}; at most ${megabytes(FILE_LIMITS.zipPartBytes)} a part is read.`,
    );
  }
  if (total > FILE_LIMITS.zipUncompressedBytes) {
    throw refuse(
      `The ${what} unpacks to more than ${megabytes(FILE_LIMITS.zipUncompressedBytes)}, the most that is read.`,
    );
  }
}

/** Unpacks an entry, counting bytes, to catch a directory that understates what an entry holds. */
async function checkActual(zip: ZipFile, entry: Entry, what: string): Promise<void> {
  if (entry.isEncrypted()) {
    throw new FileParseError(
      `The ${what} is password-protected. Remove the password and upload it again.`,
      'encrypted',
    );
  }
  let size = 0;
  for await (const chunk of await zip.openReadStreamPromise(entry)) {
    size += (chunk as Buffer).length;
    if (size > entry.uncompressedSize && entry.compressionMethod !== 0) {
      throw refuse(`The ${what} was refused: its parts unpack to more than they declare, like a zip bomb.`);
    }
  }
}

/**
 * The zip-bomb guard, run before a ZIP-based file (XLSX, DOCX, PPTX) reaches its parser, which
 * would unpack everything in memory: too many entries, too much in total, or an entry that
 * expands too far is refused as too_large. Resolves when the parser may have the file.
 */
export async function guardZip(bytes: Uint8Array, what: string): Promise<void> {
  let zip: ZipFile;
  try {
    // validateEntrySizes is off because checkActual compares sizes itself, to say why it refuses.
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    zip = await fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: false });
  } catch (error) {
    throw damaged(what, error);
  }
  try {
    if (zip.entryCount > FILE_LIMITS.zipEntries) {
      throw refuse(
        `The ${what} has ${count(zip.entryCount)} parts inside; at most ${count(FILE_LIMITS.zipEntries)} are read.`,
      );
    }
    const entries: Entry[] = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      checkDeclared(entry, total, what);
      entries.push(entry);
    }
    for (const entry of entries) await checkActual(zip, entry, what);
  } catch (error) {
    throw error instanceof FileParseError ? error : damaged(what, error);
  } finally {
    zip.close();
  }
}
