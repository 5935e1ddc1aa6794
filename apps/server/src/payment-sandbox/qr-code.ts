import QRCode from 'qrcode';

/** A PNG data: URL of the text's QR code: the CSP allows data: images, and no file is stored. */
export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
