import { validateAgentApplication } from '@lobby/contract';
import { Button, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/TextField';
import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';
import { useUserStore } from '@/stores/user-store';
import { useApplyAgent } from './api/apply-agent';
import { AgentConsultation } from './components/AgentConsultation';
import { ReasonField } from './components/ReasonField';
import styles from './AgentApplicationPage.module.css';

const emptyApplication = { mobile: '', apply_info: '' };
/** Prefix 17951 and 11 digits: the longest number the mobile rule accepts. */
const MOBILE_MAX_LENGTH = 16;

/** /applyagent: contact and reason checked with the contract's rule, then 加入我们 (part 2 §2, §5). */
export default function AgentApplicationPage() {
  const user = useUserStore((state) => state.userInfo);
  const [application, setApplication] = useState(emptyApplication);
  const apply = useApplyAgent();
  const update = (field: keyof typeof application) => (value: string) => setApplication((old) => ({ ...old, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAgentApplication(application);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    apply.mutate(application, {
      onSuccess: (message) => {
        Toast.show({ icon: 'success', content: message });
        setApplication(emptyApplication);
      },
    });
  };

  return (
    <>
      <PageHeader title={labels.pageTitles.agentApplication} />
      <form onSubmit={submit} noValidate>
        <div className={styles.form}>
          <TextField id="agent-username" label={labels.agentApplication.username} value={user?.username ?? ''} readOnly />
          <TextField id="agent-realname" label={labels.agentApplication.realname} value={user?.realname ?? ''} readOnly />
          <TextField id="agent-mobile" label={labels.agentApplication.mobile} type="tel" inputMode="numeric"
            autoComplete="tel" maxLength={MOBILE_MAX_LENGTH} placeholder={labels.agentApplication.mobilePlaceholder}
            value={application.mobile} onChange={update('mobile')} />
          <ReasonField value={application.apply_info} onChange={update('apply_info')} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" color="primary" size="large" block loading={apply.isPending}>
            {labels.agentApplication.join}
          </Button>
        </div>
      </form>
      <AgentConsultation />
    </>
  );
}
