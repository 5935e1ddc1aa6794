import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { labels } from '@/messages';
import styles from './SafeHtml.module.css';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

// DOMPurify's defaults, less <style>: a style element in a body would restyle every screen and fetch
// whatever it @imports (the CSP allows inline styles for antd-mobile). Inline style attributes stay.
// Passed on every call (setConfig would make DOMPurify ignore the call's own options).
const PURIFY_CONFIG = { FORBID_TAGS: ['style'], RETURN_DOM_FRAGMENT: true as const };

/**
 * Sanitizes, then puts every table in a box of its own that scrolls sideways (a keyboard reaches it: a
 * focusable region named as a table), so a wide table never widens the page.
 */
function sanitize(html: string): string {
  const fragment = DOMPurify.sanitize(html, PURIFY_CONFIG);
  fragment.querySelectorAll('table').forEach((table) => {
    const box = document.createElement('div');
    box.className = styles.tableBox!;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', labels.safeHtml.table());
    box.tabIndex = 0;
    table.replaceWith(box);
    box.append(table);
  });
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** Server HTML (activity, message and article bodies), sanitized before it reaches the page. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  // data-server-html: the operator's content, in its own language (the translation flows leave it alone).
  return <div className={className ? `${styles.html} ${className}` : styles.html} data-server-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
