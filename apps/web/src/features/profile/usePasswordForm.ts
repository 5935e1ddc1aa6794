import { useState } from 'react';
import type { PasswordFields, PasswordKind } from './api/change-password';

const emptyForm: PasswordFields = { current: '', next: '', confirm: '' };

/** The three password fields; payment-password fields take digits only (part 2 §5). */
export function usePasswordForm(kind: PasswordKind) {
  const [form, setForm] = useState(emptyForm);
  const update = (field: keyof PasswordFields) => (value: string) =>
    setForm((old) => ({ ...old, [field]: kind === 'pay' ? value.replace(/\D/g, '') : value }));
  const reset = () => setForm(emptyForm);
  return { form, update, reset };
}
