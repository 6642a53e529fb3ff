import {
  FormFileByIdParams,
  FormUploadQuery,
  FormFileEnvelope,
  FormFileIdQuery,
  FormStringEnvelope,
  FormUpdateFileBody,
  FormUploadEnvelope,
  LIMITS,
} from '@baton/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadInput } from '../../errors';
import { ok } from '../../reply';
import { callerOf } from '../../security/auth-context';
import { qrFormShowsFile } from '../form/templates';
import * as files from './service';
import { contentDisposition, downloadName } from './disposition';
import { diskStorage } from './storage';

const tags = ['file'];

export const MULTIPART_REQUIRED = '请以 multipart/form-data 上传文件（字段 files）';
export const TOO_MANY_FILES = `一次最多上传${LIMITS.uploadMaxFiles}个文件`;
export const FILE_TOO_LARGE = `单个文件不能超过${files.MAX_FILE_BYTES / 1024 / 1024}MB`;

const disposition = (kind: 'inline' | 'attachment', info: { name: string; type: string }) =>
  contentDisposition(kind, downloadName(info.name, info.type));

/** File bytes opened directly in a browser run nothing: no scripts, no plugins, no same-origin access. */
const FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** File upload, download and preview, tenant-scoped (community.md §7 file calls). */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const storage = diskStorage(config.dataDir);
  // Someone who scanned a QR code reads the files its read-only form shows, and only those.
  const guestMayRead: files.GuestMayRead = (tenantId, fileId) => qrFormShowsFile(db, tenantId, fileId);
  await app.register(multipart, {
    limits: {
      files: LIMITS.uploadMaxFiles,
      fileSize: files.MAX_FILE_BYTES,
      fields: 10,
      parts: LIMITS.uploadMaxFiles + 10,
    },
  });

  app.post(
    '/system/file/v1/fileUpload',
    { schema: { tags, querystring: FormUploadQuery, response: { 200: FormUploadEnvelope } } },
    async (req) => {
      const auth = callerOf(req);
      files.assertMayUpload(auth);
      if (!req.isMultipart()) throw new BadInput(MULTIPART_REQUIRED);
      const purpose = req.query.purpose;
      // A handwritten signature is a PNG.
      const pngOnly = req.query.pngOnly === true || purpose === 'handwriting';
      const received: files.Received[] = [];
      try {
        // Each file goes to storage as it arrives: memory holds no more than its first bytes.
        for await (const part of req.files()) {
          if (part.fieldname !== 'files') {
            part.file.resume();
            throw new BadInput(MULTIPART_REQUIRED);
          }
          files.checkUploadName(part.filename, pngOnly);
          received.push(await files.receive(storage, auth.tenantId, part.filename, part.file));
          if (part.file.truncated) throw new BadInput(FILE_TOO_LARGE);
        }
        const stored = await files.recordUploads(db, auth, received, pngOnly, purpose);
        return ok({ fileId: stored[0]!.id, files: stored }, '上传成功');
      } catch (e) {
        await files.discard(storage, auth.tenantId, received);
        const code = (e as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT') throw new BadInput(TOO_MANY_FILES);
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BadInput(FILE_TOO_LARGE);
        throw e;
      }
    },
  );

  app.get(
    '/system/file/v1/downloadFile',
    { schema: { tags, querystring: FormFileIdQuery } },
    async (req, reply) => {
      const { info, bytes } = await files.readFileContent(
        db,
        storage,
        callerOf(req),
        req.query.fileId,
        guestMayRead,
      );
      return reply
        .header('content-type', info.mime ?? 'application/octet-stream')
        .header('content-disposition', disposition('attachment', info))
        .header('content-security-policy', FILE_CSP)
        .send(bytes);
    },
  );

  app.get(
    '/system/file/v1/preview',
    { schema: { tags, querystring: FormFileIdQuery } },
    async (req, reply) => {
      const { info, bytes, inline } = await files.readFileContent(
        db,
        storage,
        callerOf(req),
        req.query.fileId,
        guestMayRead,
      );
      return (
        reply
          // The type found from the content (never html or svg), so an app's blob of a pdf still opens as one.
          .header('content-type', info.mime ?? 'application/octet-stream')
          .header('content-disposition', disposition(inline ? 'inline' : 'attachment', info))
          .header('content-security-policy', FILE_CSP)
          .header('cache-control', 'private, max-age=3600')
          .send(bytes)
      );
    },
  );

  app.get(
    '/system/file/v1/getFileById_:id',
    { schema: { tags, params: FormFileByIdParams, response: { 200: FormFileEnvelope } } },
    async (req) => ok(await files.getFileInfo(db, callerOf(req), req.params.id)),
  );

  app.post(
    '/system/file/v1/updateFileExtraProp',
    { schema: { tags, body: FormUpdateFileBody, response: { 200: FormFileEnvelope } } },
    async (req) => ok(await files.updateFileExtraProp(db, callerOf(req), req.body)),
  );

  app.get(
    '/file/onlinePreviewController/v1/onlinePreview',
    { schema: { tags, querystring: FormFileIdQuery, response: { 200: FormStringEnvelope } } },
    async (req) => {
      const info = await files.getFileInfo(db, callerOf(req), req.query.fileId);
      return ok(`/system/file/v1/preview?fileId=${encodeURIComponent(info.id)}`);
    },
  );
};
