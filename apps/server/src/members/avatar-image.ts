/** The image types an avatar may have, named by the file extension it is stored under. */
export type AvatarImageType = 'png' | 'gif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_SIGNATURES = [Buffer.from('GIF87a', 'ascii'), Buffer.from('GIF89a', 'ascii')];

/**
 * Judged by the file's first bytes, never by its name or the browser's MIME type: both are whatever
 * the sender says. Null for anything that is not a PNG or GIF.
 */
export function avatarImageType(bytes: Buffer): AvatarImageType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  const head = bytes.subarray(0, 6);
  return GIF_SIGNATURES.some((signature) => head.equals(signature)) ? 'gif' : null;
}
