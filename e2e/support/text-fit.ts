import type { Locator, Page } from '@playwright/test';

/**
 * Texts the member cannot read whole on the page now: a placeholder wider than its input (an input's
 * scrollWidth ignores its placeholder, so the text is measured with the input's own font), or a
 * placeholder drawn by a wrapping hint (components/form/TextField) that spills out of its field.
 */
export async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const context = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!input.checkVisibility() || !input.placeholder) continue;
      const hint = input.id ? document.querySelector(`[data-placeholder-for="${CSS.escape(input.id)}"]`) : null;
      if (hint) {
        // The hint wraps inside the input's cell; cut would mean wider than its box or outside the field.
        const text = hint.getBoundingClientRect();
        const field = input.getBoundingClientRect();
        const inside = text.left >= field.left - 0.5 && text.right <= field.right + 0.5
          && text.top >= field.top - 0.5 && text.bottom <= field.bottom + 0.5 && text.right <= innerWidth;
        const whole = hint.scrollWidth <= hint.clientWidth + 0.5 && hint.scrollHeight <= hint.clientHeight + 0.5;
        if (!inside || !whole) cut.push(`${input.id}: hint "${input.placeholder}" is cut or spills out of its field`);
        continue;
      }
      const style = getComputedStyle(input, '::placeholder');
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needed = context.measureText(input.placeholder).width;
      const box = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
      if (needed > room + 0.5) cut.push(`${input.id || input.name}: "${input.placeholder}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)} px`);
    }
    return cut;
  });
}

/** How many lines the element's text takes (one client rectangle per line box it is laid out in). */
export async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/** The element's height against one line of its own text (a copy holding its first letter, beside it). */
export async function heightInLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const probe = node.cloneNode() as HTMLElement;
    probe.textContent = (node.textContent ?? '').trim().slice(0, 1) || 'A';
    // Out of the flow: in a full flex column a further item would squeeze the others.
    probe.style.position = 'absolute';
    node.after(probe);
    const one = probe.getBoundingClientRect().height;
    probe.remove();
    return node.getBoundingClientRect().height / one;
  });
}

/** Whether the element's text is wider than the element (cut by nowrap, an ellipsis or overflow). */
export async function overflowsSideways(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth > node.clientWidth + 0.5);
}

/** The width the text needs in the input's font, against the input's content width. */
export async function fitsOnOneLine(input: Locator, text: string): Promise<{ needed: number; room: number }> {
  return input.evaluate((node, shown) => {
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = (node as HTMLInputElement).clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { needed: context.measureText(shown).width, room };
  }, text);
}
