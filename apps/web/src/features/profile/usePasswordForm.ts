import type { PasswordChangePayload } from '@lobby/contract';
import { useState } from 'react';
import type { PasswordKind } from './api/change-password';

const emptyForm: PasswordChangePayload = { password: '', paypassword: '', newpasword: '' };

/** The three password fields; payment-password fields take digits only (part 2 §5). */
export function usePasswordForm(kind: PasswordKind) {
  const [form, setForm] = useState(emptyForm);
  const update = (field: keyof PasswordChangePayload) => (value: string) =>
    setForm((old) => ({ ...old, [field]: kind === 'pay' ? value.replace(/\D/g, '') : value }));
  const reset = () => setForm(emptyForm);
  return { form, update, reset };
}
