import { ACCOUNT_MAX_LENGTH, CAPTCHA_LENGTH, PAY_PASSWORD_LENGTH, validateRegistrationForm } from '@lobby/contract';
import { Button, Checkbox, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PasswordToggle } from '@/components/form/PasswordToggle';
import { TextField } from '@/components/form/TextField';
import { NetworkError } from '@/lib/errors';
import { labels, messages } from '@/messages';
import { useRegister } from './api/register';
import { CaptchaImage } from './captcha/CaptchaImage';
import { isCaptchaMismatch } from './captcha/is-captcha-mismatch';
import { useCaptcha } from './captcha/useCaptcha';
import { AuthScreen } from './components/AuthScreen';
import styles from './components/AuthScreen.module.css';
import { useCompleteSignIn } from './hooks/useCompleteSignIn';
import { toRegisterPayload, useRegistrationForm } from './hooks/useRegistrationForm';
import { routes } from '@/route-table';
import { VisitorOnly } from './VisitorOnly';

/** The page as the router opens it: a member already signed in is sent on (VisitorOnly). */
export default function RegisterPage() {
  return (
    <VisitorOnly>
      <RegisterScreen />
    </VisitorOnly>
  );
}

function RegisterScreen() {
  const { form, update, setAgreed } = useRegistrationForm();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const captcha = useCaptcha();
  const registerMutation = useRegister();
  const completeSignIn = useCompleteSignIn(messages.server.registerSuccess);
  const passwordType = passwordVisible ? 'text' : 'password';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistrationForm(form, captcha.code);
    if (problem) {
      Toast.show({ content: problem });
      if (isCaptchaMismatch(problem)) {
        update('code')('');
        captcha.change();
      }
      return;
    }
    registerMutation.mutate(toRegisterPayload(form), {
      onSuccess: (result) => completeSignIn(result.api_token),
      onError: (error) => {
        if (error instanceof NetworkError) Toast.show({ content: messages.register.networkError });
      },
    });
  };

  return (
    <AuthScreen title={labels.pageTitles.register()}>
      <form onSubmit={submit} noValidate>
        <div className={styles.form}>
          <TextField id="register-pid" label={labels.auth.introducer()} placeholder={labels.auth.introducerPlaceholder()}
            value={form.pid} onChange={update('pid')} />
          <TextField id="register-name" label={labels.auth.account()} required maxLength={ACCOUNT_MAX_LENGTH}
            placeholder={labels.auth.registerAccountPlaceholder()} autoComplete="username"
            value={form.name} onChange={update('name')} />
          <TextField id="register-password" label={labels.auth.password()} required type={passwordType}
            placeholder={labels.auth.registerPasswordPlaceholder()} autoComplete="new-password"
            value={form.password} onChange={update('password')}
            extra={<PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((v) => !v)} />} />
          <TextField id="register-confirm" label={labels.auth.confirmPassword()} required type={passwordType}
            placeholder={labels.auth.confirmPasswordPlaceholder()} autoComplete="new-password"
            value={form.confirmPass} onChange={update('confirmPass')} />
          <TextField id="register-paypassword" label={labels.auth.payPassword()} required type="password"
            inputMode="numeric" maxLength={PAY_PASSWORD_LENGTH} placeholder={labels.auth.payPasswordPlaceholder()}
            autoComplete="off" value={form.paypassword} onChange={update('paypassword')} />
          <TextField id="register-realname" label={labels.auth.realName()} required
            placeholder={labels.auth.realNamePlaceholder()} autoComplete="name"
            value={form.realname} onChange={update('realname')} />
          <TextField id="register-code" label={labels.auth.captcha()} required maxLength={CAPTCHA_LENGTH}
            placeholder={labels.auth.captchaPlaceholder()} autoComplete="off"
            value={form.code} onChange={update('code')}
            extra={<CaptchaImage src={captcha.src} onChange={captcha.change} />} />
        </div>
        <div className={styles.agreement}>
          <Checkbox checked={form.agreed} onChange={setAgreed}>
            {labels.auth.agreement()}
          </Checkbox>
        </div>
        <div className={styles.actions}>
          <Button type="submit" color="primary" size="large" block loading={registerMutation.isPending}>
            {labels.auth.submitRegister()}
          </Button>
          {/* A link drawn as the secondary action, as 免费注册 on /login: one style for both. */}
          <Link to={routes.login.path} className={styles.secondaryLink}>{labels.auth.goToLogin()}</Link>
        </div>
        <ul className={styles.notes}>
          {labels.auth.registerNotes.map((note) => <li key={note()}>{note()}</li>)}
        </ul>
      </form>
    </AuthScreen>
  );
}
