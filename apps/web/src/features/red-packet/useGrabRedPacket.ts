import { messages } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { AuthExpiredError } from '@/lib/errors';
import { grabRedPacket, type GrabOutcome } from './api/grab-red-packet';
import { redPacketQueryOptions } from './api/get-red-packet';

/** The grab and the popup it ends in; blocked before any call when no grab is left (part 1 §4). */
export function useGrabRedPacket(remaining: number) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<GrabOutcome | null>(null);
  const grab = useMutation({
    mutationFn: grabRedPacket,
    onSuccess: (result) => {
      setOutcome(result);
      if (result.kind === 'won') void queryClient.invalidateQueries(redPacketQueryOptions());
    },
    // Not the server's refusal (those are outcomes): the answer never came or made no sense.
    onError: (error) => {
      if (!(error instanceof AuthExpiredError)) Toast.show({ icon: 'fail', content: messages.common.serverError });
    },
    meta: { silent: true },
  });

  const start = () => {
    if (remaining <= 0) {
      setOutcome({ kind: 'not-eligible', text: messages.redPacket.notMet });
      return;
    }
    grab.mutate();
  };
  return { start, grabbing: grab.isPending, outcome, dismiss: () => setOutcome(null) };
}
