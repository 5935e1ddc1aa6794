import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useMemberInfo } from '@/lib/member/get-user-info';
import { LanguagePicker } from '@/features/language';
import { labels } from '@/messages';
import { SettingInfo } from './SettingInfo';
import { SettingLinks } from './SettingLinks';
import styles from './SettingPage.module.css';

/** /setting: the member's basic info and the account pages (part 1 §2). */
export default function SettingPage() {
  return (
    <>
      <PageHeader title={labels.pageTitles.setting()} />
      <QueryState query={useMemberInfo()} compact>{() => <SettingInfo />}</QueryState>
      <SettingLinks />
      <LanguagePicker className={styles.card} />
    </>
  );
}
