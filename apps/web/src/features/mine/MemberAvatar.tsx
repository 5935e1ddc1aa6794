import { AVATAR_MIME_TYPES } from '@lobby/contract';
import { Toast } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import type { ChangeEvent } from 'react';
import { labels, messages } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { avatarFileProblem, useUploadAvatar } from './api/upload-avatar';
import styles from './MemberAvatar.module.css';

/** The member's avatar; tapping picks a GIF or PNG and uploads it. */
export function MemberAvatar() {
  const avatar = useUserStore((state) => state.userInfo?.avatar ?? '');
  const upload = useUploadAvatar();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire change again
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      Toast.show({ icon: 'fail', content: problem });
      return;
    }
    upload.mutate(file, { onSuccess: () => Toast.show({ icon: 'success', content: messages.avatar.uploaded }) });
  };

  return (
    <label className={styles.avatar} aria-busy={upload.isPending}>
      {avatar ? (
        <img className={styles.image} src={avatar} alt={labels.memberCentre.avatar()} />
      ) : (
        <UserCircleOutline className={styles.placeholder} aria-hidden="true" />
      )}
      <input className={styles.input} type="file" accept={AVATAR_MIME_TYPES.join(',')}
        aria-label={labels.memberCentre.changeAvatar()} disabled={upload.isPending} onChange={onPick} />
    </label>
  );
}
