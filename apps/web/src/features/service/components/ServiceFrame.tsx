import { labels } from '@/messages';
import { useServiceUrl } from '../api/get-service-url';

interface ServiceFrameProps {
  className?: string;
}

/** The customer-service chat in a frame; nothing is drawn until its address is known. */
export function ServiceFrame({ className }: ServiceFrameProps) {
  const { data } = useServiceUrl();
  if (!data?.url) return null;
  return <iframe className={className} src={data.url} title={labels.service.frame} />;
}
