/**
 * What may be uploaded, checked in the browser before a byte is sent. The API
 * enforces the same rules (contract §7); checking here first means a 30 MB
 * deck is refused at once instead of after a long upload.
 */

/** The contract's limit for one email or file: 25 MiB, as the API counts it. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Files a company's upload endpoint reads, by extension, with the words an analyst would use. */
const FILE_TYPES = {
  pdf: 'PDF',
  xlsx: 'Excel workbook',
  csv: 'CSV',
  docx: 'Word document',
  pptx: 'PowerPoint deck',
  txt: 'Text',
  md: 'Markdown',
} as const;

type FileExtension = keyof typeof FILE_TYPES;

export type UploadKind = 'email' | 'file';

/** The file picker's filter. Only a hint: a drop, or "All files" in the picker, is checked by `refusalOf`. */
export const INPUT_ACCEPT = ['.eml', ...Object.keys(FILE_TYPES).map((ext) => `.${ext}`)].join(',');

const ACCEPTED_SUMMARY = 'emails (.eml), PDF, Excel, CSV, Word, PowerPoint, text and Markdown files';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const isFileExtension = (ext: string): ext is FileExtension => Object.hasOwn(FILE_TYPES, ext);

/** Where a file goes: .eml to intake (which finds the company), the rest to a company's files. */
export function kindOf(name: string): UploadKind | undefined {
  const ext = extensionOf(name);
  if (ext === 'eml') return 'email';
  return isFileExtension(ext) ? 'file' : undefined;
}

export function typeLabel(name: string): string {
  const ext = extensionOf(name);
  if (ext === 'eml') return 'Email';
  if (isFileExtension(ext)) return FILE_TYPES[ext];
  return ext ? `.${ext} file` : 'File';
}

/** "2.4 MB", "830 KB", "12 bytes": sizes as a file manager shows them. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/**
 * Why a file is not sent, or undefined when it may be. `hasCompany`: whether
 * the upload names a company; only an email finds its own.
 */
export function refusalOf(file: { name: string; size: number }, hasCompany: boolean): string | undefined {
  const kind = kindOf(file.name);
  if (!kind) return `This type of file can't be read. Upload ${ACCEPTED_SUMMARY}.`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `It is ${formatSize(file.size)}; files can be at most 25 MB.`;
  }
  if (file.size === 0) return 'The file is empty.';
  if (kind === 'file' && !hasCompany) {
    return 'Choose a company first: only emails find their company by themselves.';
  }
  return undefined;
}
