import { AVATAR_UPLOAD_FIELD } from '@lobby/contract';

/** A minimal PNG as the avatar check reads it: the 8-byte signature and some bytes. */
export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** An app.inject payload and headers for a multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(file: Buffer, headers: Record<string, string> = {}, { field = AVATAR_UPLOAD_FIELD, filename = 'me.png', type = 'image/png' } = {}) {
  const boundary = '----lobbytest7d1a';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
