import { QueryState } from '@/components/query-state/QueryState';
import { labels } from '@/messages';
import { useServiceUrl } from '../api/get-service-url';

interface ServiceFrameProps {
  className?: string;
}

/** The customer-service chat in a frame, once its address is known (loading, or the error with 重试, before). */
export function ServiceFrame({ className }: ServiceFrameProps) {
  return (
    <QueryState query={useServiceUrl()} isEmpty={(data) => !data.url} empty={null}>
      {(data) => <iframe className={className} src={data.url} title={labels.service.frame()} />}
    </QueryState>
  );
}
