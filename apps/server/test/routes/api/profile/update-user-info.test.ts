import { api, EARLIEST_BIRTHDAY, formatBirthday, messages, type UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

const profile = { email: 'li.si@example.com', mobile: '13812345678', birthday: '1990-05-20' };
const DAY_MS = 86_400_000;
/** Today and tomorrow by the Beijing calendar, whatever the machine's zone. */
const beijingToday = () => formatBirthday(Date.now());
const beijingTomorrow = () => formatBirthday(Date.now() + DAY_MS);

describe.each(testTargets)('POST /api/updateuserinfo on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('stores email, mobile and birthday, and /api/user answers them', async () => {
    const { token } = await registerMember(context.app);
    expect((await post(context.app, api.updateuserinfo.path, profile, token)).body).toEqual({ code: 200, message: messages.profile.saved, data: null });
    const user = await post<UserInfo>(context.app, api.user.path, {}, token);
    expect(user.body.data).toMatchObject(profile);
  });

  it('accepts the mobile prefixes 0, 86 and 17951 and a mobile sent as a number', async () => {
    const { token } = await registerMember(context.app);
    for (const mobile of ['013912345678', '8614712345678', '1795118612345678', 17712345678]) {
      expect((await post(context.app, api.updateuserinfo.path, { ...profile, mobile }, token)).body.code).toBe(200);
    }
  });

  it.each([
    ['every field wrong: the mobile is checked first', { mobile: '123', email: 'x', birthday: 'y' }, messages.profile.mobile],
    ['an empty body', {}, messages.profile.mobile],
    ['a 154 number', { ...profile, mobile: '15412345678' }, messages.profile.mobile],
    ['a mobile one digit short', { ...profile, mobile: '1381234567' }, messages.profile.mobile],
    ['a bad email, checked before the birthday', { ...profile, email: 'li.si@example', birthday: '1990/05/20' }, messages.profile.email],
    ['a five-letter top-level domain', { ...profile, email: 'li@example.abcde' }, messages.profile.email],
    ['a birthday with slashes', { ...profile, birthday: '1990/05/20' }, messages.profile.birthday],
    ['a day that does not exist', { ...profile, birthday: '1990-02-30' }, messages.profile.birthday],
  ])('refuses %s and stores nothing', async (_case, payload, message) => {
    const { token } = await registerMember(context.app);
    expect((await post(context.app, api.updateuserinfo.path, payload, token)).body).toEqual({ code: 400, message, data: null });
    const user = await post<UserInfo>(context.app, api.user.path, {}, token);
    expect(user.body.data).toMatchObject({ email: '', mobile: '', birthday: '' });
  });

  it.each([
    ['1970, before the picker\'s earliest date', '1970-01-01'],
    ['the day before 1980-01-01', '1979-12-31'],
    ['2999', '2999-01-01'],
    ['tomorrow in Beijing', beijingTomorrow()],
  ])('refuses a birthday of %s with the range message and stores nothing', async (_case, birthday) => {
    const { token } = await registerMember(context.app);
    expect((await post(context.app, api.updateuserinfo.path, { ...profile, birthday }, token)).body).toEqual({ code: 400, message: messages.input.birthdayRange(EARLIEST_BIRTHDAY), data: null });
    expect((await post<UserInfo>(context.app, api.user.path, {}, token)).body.data.birthday).toBe('');
  });

  it('accepts the first selectable day and today in Beijing', async () => {
    const { token } = await registerMember(context.app);
    for (const birthday of [EARLIEST_BIRTHDAY, beijingToday()]) {
      expect((await post(context.app, api.updateuserinfo.path, { ...profile, birthday }, token)).body.code).toBe(200);
      expect((await post<UserInfo>(context.app, api.user.path, {}, token)).body.data.birthday).toBe(birthday);
    }
  });

  it('answers 401 without a token', async () => {
    const answer = await post(context.app, api.updateuserinfo.path, profile);
    expect(answer.status).toBe(401);
  });
});
