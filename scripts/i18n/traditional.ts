import * as OpenCC from 'opencc-js/cn2t';

/**
 * Simplified to Traditional Chinese as read in Taiwan, with its phrases (OpenCC's cn → twp: 账号 帳號,
 * 视频 影片). The Traditional catalogues are this conversion of the zh-CN ones, never typed by hand,
 * so a text changed in zh-CN cannot be forgotten in zh-TW (a test regenerates and compares).
 */
const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });

/**
 * Wording OpenCC gets wrong for Taiwan, applied after the conversion: 帳號, 帳戶, 轉帳, 到帳 (OpenCC gives
 * 賬), 餘額 and 遊藝 (OpenCC leaves 余額 and 游藝 inside those phrases).
 */
const WORDING: ReadonlyArray<readonly [string, string]> = [['賬', '帳'], ['余額', '餘額'], ['游藝', '遊藝']];

export function toTraditional(text: string): string {
  return WORDING.reduce((converted, [from, to]) => converted.split(from).join(to), convert(text));
}
