import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

// DOMPurify's defaults, less <style>: a style element in a body would restyle every screen and fetch
// whatever it @imports (the CSP allows inline styles for antd-mobile). Inline style attributes stay.
// Set once here, the app's only sanitizer, so every sanitize() call below uses it.
DOMPurify.setConfig({ FORBID_TAGS: ['style'] });

/** Server HTML (activity, message and article bodies), sanitized before it reaches the page. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
