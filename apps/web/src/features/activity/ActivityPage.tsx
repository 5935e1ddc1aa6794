import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
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
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab key={ALL_OFFERS} title={labels.activity.allOffers()} />
        {types?.map((type) => <Tabs.Tab key={String(type.id)} title={type.name} />)}
      </Tabs>
      <ActivityList key={tab} tab={tab} />
    </>
  );
}
