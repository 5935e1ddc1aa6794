import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';
import { SettingInfo } from './SettingInfo';
import { SettingLinks } from './SettingLinks';

/** /setting: the member's basic info and the account pages (part 1 §2). */
export default function SettingPage() {
  return (
    <>
      <PageHeader title={labels.pageTitles.setting} />
      <SettingInfo />
      <SettingLinks />
    </>
  );
}
