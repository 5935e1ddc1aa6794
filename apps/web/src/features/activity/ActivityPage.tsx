import { useState } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
import { TabBar, tabPanelProps } from '@/components/tabs/TabBar';
import { labels } from '@/messages';
import { ALL_OFFERS } from './api/get-activities';
import { useActivityTypes } from './api/get-activity-types';
import { ActivityList } from './components/ActivityList';

/** /activity: 'all offers' and a tab per promotion type (part 1 §2). Kept alive; the footer is hidden here. */
export default function ActivityPage() {
  const { data: types } = useActivityTypes();
  const [tab, setTab] = useState(ALL_OFFERS);
  return (
    <>
      <PageHeader title={labels.pageTitles.activity()} />
      {/* Drawn with CSS: antd-mobile's animated tabs would hold the first render up for their animation library. */}
      <TabBar idPrefix="activity" activeKey={tab} onChange={setTab} scrollable
        items={[{ key: ALL_OFFERS, title: labels.activity.allOffers() }, ...(types ?? []).map((type) => ({ key: String(type.id), title: type.name }))]} />
      <div {...tabPanelProps('activity', tab)}>
        <ActivityList key={tab} tab={tab} />
      </div>
    </>
  );
}
