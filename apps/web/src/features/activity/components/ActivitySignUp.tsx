import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@/lib/session/redirect';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import { ActivityApplyDialog } from './ActivityApplyDialog';

interface ActivitySignUpProps {
  activityId: number;
  canApply: boolean;
}

/**
 * The sign-up button for a member when the promotion takes applications; 'login to sign up' for a
 * visitor. A member of a promotion without applications gets no button: sending someone already
 * logged in to the login page would lead nowhere.
 */
export function ActivitySignUp({ activityId, canApply }: ActivitySignUpProps) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);

  if (!loggedIn) {
    return (
      <Button block color="primary" onClick={() => navigate(loginPathFor(pathname + search))}>
        {labels.activity.loginToSignUp()}
      </Button>
    );
  }
  if (!canApply) return null;
  return (
    <>
      <Button block color="primary" onClick={() => setOpen(true)}>
        {labels.activity.signUp()}
      </Button>
      <ActivityApplyDialog activityId={activityId} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
