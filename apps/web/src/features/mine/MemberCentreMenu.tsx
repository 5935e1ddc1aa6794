import { MENU_NAV_DELAY_MS } from '@lobby/contract';
import { RightOutline } from 'antd-mobile-icons';
import { MessageCountBadge } from '@/features/messages';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { memberCentreMenu } from './member-centre-menu';
import styles from './MemberCentreMenu.module.css';
import { useDelayedNavigate } from '@/lib/navigation/useDelayedNavigate';

/** The member centre's menu; agent application only for members who are not agents. */
export function MemberCentreMenu() {
  const isAgent = useUserStore((state) => Number(state.userInfo?.isagent) === 1);
  const goTo = useDelayedNavigate(MENU_NAV_DELAY_MS);
  const items = memberCentreMenu.filter((item) => !(item.nonAgentsOnly && isAgent));
  return (
    <nav aria-label={labels.memberCentre.menu}>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.path}>
            <button type="button" className={styles.item} onClick={() => goTo(item.path)}>
              {item.label}
              {item.showsMessageCount && <span className={styles.count}><MessageCountBadge /></span>}
              <RightOutline className={styles.arrow} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
