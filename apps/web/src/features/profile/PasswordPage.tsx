import { LOGIN_PASSWORD_MAX_LENGTH, PAY_PASSWORD_LENGTH, messages, validatePasswordChange } from '@lobby/contract';
import { isMessage } from '@lobby/contract/i18n';
import { Button, Toast } from 'antd-mobile';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/form/TextField';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { passwordPayloadOf, useChangePassword, type PasswordKind } from './api/change-password';
import { forgetMember } from './forget-member';
import styles from './ProfileForm.module.css';
import { usePasswordForm } from './usePasswordForm';
import { routes } from '@/route-table';

/** The header names which password: type=1 login password, type=2 payment password (part 2 §2). */
function titleFor(type: string | null): string {
  if (type === '1') return labels.pageTitles.loginPassword();
  if (type === '2') return labels.pageTitles.payPassword();
  return labels.pageTitles.password();
}

/** /password?type=: change the login or the payment password (part 2 §2, §4, §5). */
export default function PasswordPage() {
  const [searchParams] = useSearchParams();
  const type = searchParams.get('type');
  const kind: PasswordKind = type === '2' ? 'pay' : 'login';
  const navigate = useNavigate();
  const { form, update, reset } = usePasswordForm(kind);
  const change = useChangePassword(kind);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(passwordPayloadOf(form), { kind });
    if (problem) {
      Toast.show({ content: problem });
      if (isMessage(problem, (texts) => texts.password.sameAsOld)) reset();
      return;
    }
    change.mutate(form, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: messages.password.changed });
        if (kind === 'pay') {
          reset();
          return;
        }
        // The server has revoked every token of the member: nothing of the session is kept.
        forgetMember();
        navigate(routes.login.path, { replace: true });
      },
    });
  };

  // Payment passwords are 6 digits; a new login password is at most 16 characters.
  const digits = kind === 'pay' ? { inputMode: 'numeric' as const, maxLength: PAY_PASSWORD_LENGTH } : {};
  const newLimit = kind === 'pay' ? digits : { maxLength: LOGIN_PASSWORD_MAX_LENGTH };
  return (
    <>
      <PageHeader title={titleFor(type)} />
      <form onSubmit={submit} noValidate>
        <div className={styles.form}>
          <TextField id="password-current" label={labels.passwordForm.current()} type="password" {...digits}
            autoComplete="current-password" placeholder={labels.passwordForm.currentPlaceholder()}
            value={form.current} onChange={update('current')} />
          <TextField id="password-new" label={labels.passwordForm.next()} type="password" {...newLimit}
            autoComplete="new-password" placeholder={labels.passwordForm.nextPlaceholder()}
            value={form.next} onChange={update('next')} />
          <TextField id="password-confirm" label={labels.passwordForm.confirm()} type="password" {...newLimit}
            autoComplete="new-password" placeholder={labels.passwordForm.confirmPlaceholder()}
            value={form.confirm} onChange={update('confirm')} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" color="primary" size="large" block loading={change.isPending}>
            {labels.passwordForm.submit()}
          </Button>
        </div>
      </form>
    </>
  );
}
