import { validateProfile, type UserInfo } from '@lobby/contract';
import { Button, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import textField from '@/components/form/TextField.module.css';
import { TextField } from '@/components/form/TextField';
import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels, messages } from '@/messages';
import { useMemberInfo } from '@/lib/member/get-user-info';
import { useUpdateUserInfo } from './api/update-user-info';
import { BirthdayField } from './BirthdayField';
import styles from './ProfileForm.module.css';

/** A read-only row: username and real name are shown, never edited here. */
function ReadOnlyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={textField.row}>
      <span className={textField.required} aria-hidden="true" />
      <span className={textField.label}>{label}</span>
      <span className={styles.readOnly}>{value}</span>
    </div>
  );
}

/** /userInfo: edit e-mail, mobile and birthday (part 2 §2), once the member's info is in. */
export default function UserInfoPage() {
  return (
    <>
      <PageHeader title={labels.pageTitles.userInfo()} />
      <QueryState query={useMemberInfo()}>{(user) => <ProfileForm user={user} />}</QueryState>
    </>
  );
}

/** The form starts from the member's info; the rules in order, each failure a toast (§5). */
function ProfileForm({ user }: { user: UserInfo }) {
  const [profile, setProfile] = useState(() => ({
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    birthday: user.birthday ?? '',
  }));
  const save = useUpdateUserInfo();
  const update = (field: keyof typeof profile) => (value: string) => setProfile((old) => ({ ...old, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateProfile(profile);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    save.mutate(profile, { onSuccess: () => Toast.show({ icon: 'success', content: messages.profile.saved }) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={styles.form}>
        <ReadOnlyRow label={labels.profileForm.username()} value={user.username} />
        <ReadOnlyRow label={labels.profileForm.realname()} value={user.realname} />
        <BirthdayField value={profile.birthday} onChange={update('birthday')} />
        <TextField id="profile-email" label={labels.profileForm.email()} type="email" autoComplete="email"
          placeholder={labels.profileForm.emailPlaceholder()} value={profile.email} onChange={update('email')} />
        <TextField id="profile-mobile" label={labels.profileForm.mobile()} type="tel" inputMode="numeric"
          autoComplete="tel" placeholder={labels.profileForm.mobilePlaceholder()}
          value={profile.mobile} onChange={update('mobile')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" color="primary" size="large" block loading={save.isPending}>
          {labels.profileForm.save()}
        </Button>
      </div>
    </form>
  );
}
