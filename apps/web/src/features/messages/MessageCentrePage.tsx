import { MESSAGE_TABS } from '@lobby/contract';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { AnnouncementList } from './components/AnnouncementList';
import { SiteMessageList } from './components/SiteMessageList';

/** The tab of ?type=; the notice bar links here without one, so announcements are the default. */
function tabOf(type: string | null): number {
  return Number(type) === MESSAGE_TABS.messages ? MESSAGE_TABS.messages : MESSAGE_TABS.announcements;
}

/** /message?type=1|2: announcements and in-site messages; the tab follows the query (part 2 §2). */
export default function MessageCentrePage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('type'));
  return (
    <>
      <PageHeader title={labels.pageTitles.message()} />
      <Tabs activeKey={String(tab)} onChange={(key) => setParams({ type: key }, { replace: true })}>
        <Tabs.Tab key={String(MESSAGE_TABS.announcements)} title={labels.messageCentre.announcements()} />
        <Tabs.Tab key={String(MESSAGE_TABS.messages)} title={labels.messageCentre.siteMessages()} />
      </Tabs>
      {tab === MESSAGE_TABS.messages ? <SiteMessageList /> : <AnnouncementList />}
    </>
  );
}
