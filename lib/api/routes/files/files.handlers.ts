import type { RouteHandler } from '@hono/zod-openapi';
import { getFile, getFileContent } from '../../../queries/intake';
import { acceptUpload, UnsupportedFileError } from '../../../intake/uploads';
import { ApiError, invalidField, notFound } from '../../../errors';
import { spooledContent } from '../../core/multipart';
import type { AppEnv } from '../../core/types';
import { requireCompany } from '../../../queries/companies';
import type * as routes from './files.routes';

export const upload: RouteHandler<typeof routes.upload, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const company = await requireCompany(db, c.var.actor.workspaceId, c.req.valid('param').companyPublicId);
  const { file } = c.req.valid('form');
  if (!(file instanceof File)) throw invalidField('file', 'must be a file part');
  if (file.size === 0) throw invalidField('file', 'is empty');
  try {
    const publicId = await acceptUpload(db, {
      workspaceId: c.var.actor.workspaceId,
      memberId: c.var.actor.memberId,
      companyId: company.id,
      companyPublicId: company.publicId,
      name: file.name,
      declaredType: file.type,
      // A big upload was spooled to disk as it arrived: stored from there, never read whole here.
      bytes: spooledContent(file) ?? Buffer.from(await file.arrayBuffer()),
    });
    return c.json({ publicId }, 202);
  } catch (err) {
    if (err instanceof UnsupportedFileError) throw new ApiError(415, 'unsupported_media_type', err.message);
    throw err;
  }
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const { filePublicId } = c.req.valid('param');
  const file = await getFile(c.var.deps.db, c.var.actor.workspaceId, filePublicId);
  if (!file) throw notFound(`file ${filePublicId} not found`);
  return c.json(file, 200);
};

/** Types a browser may be told a download is; anything else goes as octet-stream. */
const DOWNLOAD_TYPES = new Set([
  'application/pdf',
  'text/csv',
  'text/plain',
  'text/markdown',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

export const content: RouteHandler<typeof routes.content, AppEnv> = async (c) => {
  const { filePublicId } = c.req.valid('param');
  const file = await getFileContent(c.var.deps.db, c.var.actor.workspaceId, filePublicId);
  if (!file) throw notFound(`file ${filePublicId} not found`);
  const type = file.mediaType && DOWNLOAD_TYPES.has(file.mediaType) ? file.mediaType : 'application/octet-stream';
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': type,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': 'private, no-store',
  });
};
