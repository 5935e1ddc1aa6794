import type { RegisterPayload } from '@lobby/contract';
import { useState } from 'react';
import { useAppStore } from '@/stores/app-store';

export type RegistrationForm = Required<RegisterPayload> & { agreed: boolean };

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The registration form's values; the introducer starts from the pid a referral link stored. */
export function useRegistrationForm() {
  const storedPid = useAppStore((state) => state.pid);
  const [form, setForm] = useState<RegistrationForm>(() => ({
    pid: storedPid,
    name: '',
    password: '',
    confirmPass: '',
    paypassword: '',
    realname: '',
    code: '',
    // The agreement box starts ticked (spec §2).
    agreed: true,
  }));

  const update = (field: Exclude<keyof RegistrationForm, 'agreed'>) => (value: string) =>
    setForm((old) => ({ ...old, [field]: field === 'paypassword' ? digitsOnly(value) : value }));
  const setAgreed = (agreed: boolean) => setForm((old) => ({ ...old, agreed }));

  return { form, update, setAgreed };
}

/** The call's payload: the form without the agreement, and without an empty introducer. */
export function toRegisterPayload({ agreed: _agreed, pid, ...rest }: RegistrationForm): RegisterPayload {
  return pid.trim() ? { ...rest, pid: pid.trim() } : rest;
}
