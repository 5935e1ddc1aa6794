import { validateAgentApplication } from '@lobby/contract';
import { Button, Toast } from 'antd-mobile';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/form/TextField';
import { loginPathFor } from '@/lib/session/redirect';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels, messages } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { clearAgentDraft, loadAgentDraft, saveAgentDraft } from './agent-draft';
import { useApplyAgent } from './api/apply-agent';
import { AgentConsultation } from './components/AgentConsultation';
import { ReasonField } from './components/ReasonField';
import styles from './AgentApplicationPage.module.css';
import { routes } from '@/route-table';

const emptyApplication = { mobile: '', apply_info: '' };
/** Prefix 17951 and 11 digits: the longest number the mobile rule accepts. */
const MOBILE_MAX_LENGTH = 16;

/**
 * /applyagent: contact and reason checked with the contract's rule, then 加入我们 (part 2 §2, §5).
 *
 * A visitor may open this page (part 1 §6) but the call needs a member. We let the visitor type, and on
 * 加入我们 send them to /login with the way back (redirect) instead of sending a call that can only answer
 * 认证失败: asking them to log in before they type would hide a form the spec lets them see. What they
 * typed is kept as a draft in session storage while they type (so a session that expires meanwhile loses
 * nothing either), restored when they come back, and cleared once the application is accepted.
 */
export default function AgentApplicationPage() {
  const user = useUserStore((state) => state.userInfo);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [application, setApplication] = useState(() => loadAgentDraft() ?? emptyApplication);
  const apply = useApplyAgent();
  const update = (field: keyof typeof application) => (value: string) => setApplication((old) => ({ ...old, [field]: value }));
  useEffect(() => saveAgentDraft(application), [application]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAgentApplication(application);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    if (!loggedIn) {
      saveAgentDraft(application);
      Toast.show({ content: messages.recovery.loginToApplyAgent });
      navigate(loginPathFor(routes.applyAgent.path));
      return;
    }
    apply.mutate(application, {
      onSuccess: (message) => {
        Toast.show({ icon: 'success', content: message });
        clearAgentDraft();
        setApplication(emptyApplication);
      },
    });
  };

  return (
    <>
      <PageHeader title={labels.pageTitles.agentApplication()} />
      <form onSubmit={submit} noValidate>
        <div className={styles.form}>
          <TextField id="agent-username" label={labels.agentApplication.username()} value={user?.username ?? ''} readOnly />
          <TextField id="agent-realname" label={labels.agentApplication.realname()} value={user?.realname ?? ''} readOnly />
          <TextField id="agent-mobile" label={labels.agentApplication.mobile()} type="tel" inputMode="numeric"
            autoComplete="tel" maxLength={MOBILE_MAX_LENGTH} placeholder={labels.agentApplication.mobilePlaceholder()}
            value={application.mobile} onChange={update('mobile')} />
          <ReasonField value={application.apply_info} onChange={update('apply_info')} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" color="primary" size="large" block loading={apply.isPending}>
            {labels.agentApplication.join()}
          </Button>
        </div>
      </form>
      <AgentConsultation />
    </>
  );
}
