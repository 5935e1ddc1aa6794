import { useNavigate } from 'react-router';
import { Dialog, type DialogAction } from '@/components/dialog/Dialog';
import { labels } from '@/messages';
import type { GrabOutcome } from '../api/grab-red-packet';
import { routes } from '@/route-table';

interface RedPacketPopupProps {
  outcome: GrabOutcome | null;
  onClose: () => void;
}

/** The grab's popup: not started, ended, won, or not eligible with 'recharge now' (part 1 §2), opening /recharge. */
export function RedPacketPopup({ outcome, onClose }: RedPacketPopupProps) {
  const navigate = useNavigate();
  if (!outcome) return null;
  const close: DialogAction = { key: 'close', text: labels.redPacket.close(), onClick: onClose };
  const recharge: DialogAction = {
    key: 'recharge',
    text: labels.redPacket.rechargeNow(),
    primary: true,
    onClick: () => {
      onClose();
      // The spec's source sends it to /wallet?type=0, a card list with no tab 0: a member told to deposit
      // lands where no deposit can be made. It opens the deposit screen instead (issue 13).
      navigate(routes.recharge.path);
    },
  };
  return (
    // No title: the outcome's one line is both the content and the dialog's name.
    <Dialog label={outcome.text} onClose={onClose} closeOnBackdrop actions={outcome.kind === 'not-eligible' ? [close, recharge] : [close]}>
      {outcome.text}
    </Dialog>
  );
}
