import { Tabs } from 'antd-mobile';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { SecurityBanner } from './components/SecurityBanner';
import { SecurityServiceButton } from './components/SecurityServiceButton';
import { SecurityTopicList } from './components/SecurityTopicList';
import { securityTabs } from './security-topics';

/**
 * /security: the static security centre (part 2 §2). The spec leaves its path open; /security is
 * ours, linked from the help centre (/securitycenter). Public, like the help centre: it holds no
 * member data.
 */
export default function SecurityAdvicePage() {
  return (
    <>
      <PageHeader title={labels.pageTitles.security()} right={<SecurityServiceButton />} />
      <SecurityBanner />
      <Tabs>
        {securityTabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title}>
            <SecurityTopicList topics={tab.topics} />
          </Tabs.Tab>
        ))}
      </Tabs>
    </>
  );
}
