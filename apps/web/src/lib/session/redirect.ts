import { href, routes } from '@/route-table';

/** /login with the page the visitor wanted, query included (spec §2), to return there after login. */
export function loginPathFor(target: string): string {
  return href('login', { redirect: target });
}

/** Where to go after login: the redirect target when it is a path of this app, else home. */
export function redirectTarget(redirect: string | null): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : routes.home.path;
}
