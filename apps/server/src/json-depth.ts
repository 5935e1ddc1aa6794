/** How deep arrays and objects may sit within each other in a JSON body: far past any call's input (flat objects). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * True when the JSON text opens more than `max` arrays or objects within each other. One pass over the
 * raw text, before JSON.parse, so nothing recursive ever sees a deep body; brackets inside strings
 * (escaped quotes too) are skipped. Broken JSON is left to the parser.
 */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPENERS.has(char)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(char)) {
      depth -= 1;
    }
  }
  return false;
}
