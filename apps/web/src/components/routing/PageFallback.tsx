import { DotLoading } from 'antd-mobile';
import { labels } from '@/messages';

/** Shown while a page's chunk loads. */
export function PageFallback() {
  return (
    <div role="status" aria-label={labels.loading} style={{ padding: 48, textAlign: 'center' }}>
      <DotLoading color="primary" />
    </div>
  );
}
