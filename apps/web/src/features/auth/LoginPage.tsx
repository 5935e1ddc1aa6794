import { CAPTCHA_LENGTH, validateLogin, type LoginPayload } from '@lobby/contract';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PasswordToggle } from '@/components/form/PasswordToggle';
import { TextField } from '@/components/form/TextField';
import { NetworkError } from '@/lib/errors';
import { labels, messages } from '@/messages';
import { useLogin } from './api/login';
import { CaptchaImage } from './captcha/CaptchaImage';
import { isCaptchaMismatch } from './captcha/is-captcha-mismatch';
import { useCaptcha } from './captcha/useCaptcha';
import { AuthScreen } from './components/AuthScreen';
import styles from './components/AuthScreen.module.css';
import { useCompleteSignIn } from './hooks/useCompleteSignIn';
import { routes } from '@/route-table';
import { VisitorOnly } from './VisitorOnly';

// The toast's code (antd-mobile's floating layers) loads when a message is due, not with the login screen.
const showToast = (content: string) => void import('@/lib/feedback').then((feedback) => feedback.showToast(content));

/** The page as the router opens it: a member already signed in is sent on (VisitorOnly). */
export default function LoginPage() {
  return (
    <VisitorOnly>
      <LoginScreen />
    </VisitorOnly>
  );
}

function LoginScreen() {
  const [form, setForm] = useState<LoginPayload>({ name: '', password: '', code: '' });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const captcha = useCaptcha();
  const loginMutation = useLogin();
  const completeSignIn = useCompleteSignIn(messages.server.loginSuccess);
  const update = (field: keyof LoginPayload) => (value: string) => setForm((old) => ({ ...old, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLogin(form, captcha.code);
    if (problem) {
      showToast(problem);
      if (isCaptchaMismatch(problem)) {
        update('code')('');
        captcha.change();
      }
      return;
    }
    loginMutation.mutate(form, {
      onSuccess: (token) => completeSignIn(token),
      onError: (error) => {
        if (error instanceof NetworkError) showToast(messages.login.networkError);
      },
    });
  };

  return (
    <AuthScreen title={labels.pageTitles.login()}>
      <form onSubmit={submit} noValidate>
        <div className={styles.form}>
          <TextField id="login-name" label={labels.auth.account()} placeholder={labels.auth.accountPlaceholder()}
            autoComplete="username" value={form.name} onChange={update('name')} />
          <TextField id="login-password" label={labels.auth.password()} placeholder={labels.auth.passwordPlaceholder()}
            type={passwordVisible ? 'text' : 'password'} autoComplete="current-password"
            value={form.password} onChange={update('password')}
            extra={<PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((v) => !v)} />} />
          <TextField id="login-code" label={labels.auth.captcha()} placeholder={labels.auth.captchaPlaceholder()}
            maxLength={CAPTCHA_LENGTH} autoComplete="off" value={form.code} onChange={update('code')}
            extra={<CaptchaImage src={captcha.src} onChange={captcha.change} />} />
        </div>
        <div className={styles.links}>
          <Link to={routes.service.path}>{labels.auth.forgotPassword()}</Link>
        </div>
        <div className={styles.actions}>
          <Button type="submit" color="primary" size="large" block loading={loginMutation.isPending}>
            {labels.auth.loginButton()}
          </Button>
          <Link to={routes.register.path} className={styles.secondaryLink}>{labels.auth.freeRegister()}</Link>
        </div>
      </form>
    </AuthScreen>
  );
}
