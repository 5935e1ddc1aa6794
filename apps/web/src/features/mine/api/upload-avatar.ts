import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_FIELD, api, messages, validateAvatarType } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { userInfoQueryOptions } from '@/lib/member/get-user-info';

/** The reason a picked file cannot be the avatar (gif/png only, AVATAR_MAX_BYTES at most), or null. */
export function avatarFileProblem(file: File): string | null {
  const typeProblem = validateAvatarType(file.type || file.name);
  if (typeProblem) return typeProblem;
  return file.size > AVATAR_MAX_BYTES ? messages.avatar.tooLarge : null;
}

/** POST /api/uploadimg as multipart, one field named AVATAR_UPLOAD_FIELD. */
function uploadAvatar(file: File) {
  const form = new FormData();
  form.append(AVATAR_UPLOAD_FIELD, file);
  return fetchData(api.uploadimg, form);
}

/** Uploads the avatar, then reads the user info again (part 1 §7). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    // A failed refresh is reported by the error policy; the upload itself has succeeded.
    onSuccess: () => queryClient.fetchQuery(userInfoQueryOptions()).catch(() => undefined),
  });
}
