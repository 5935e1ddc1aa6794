import { MENU_NAV_DELAY_MS } from '@lobby/contract';
import {
  BillOutline, CalendarOutline, GiftOutline, HistogramOutline, MailOutline, PayCircleOutline, RightOutline, SoundOutline,
  StarOutline, TeamOutline, UserOutline, UserSetOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { MessageCountBadge } from '@/features/messages';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { memberCentreMenuGroups, type MenuIcon } from './member-centre-menu';
import styles from './MemberCentreMenu.module.css';
import { useDelayedNavigate } from '@/lib/navigation/useDelayedNavigate';

const ICONS: Readonly<Record<MenuIcon, ComponentType<{ className?: string }>>> = {
  profile: UserOutline,
  agent: TeamOutline,
  agentLogin: UserSetOutline,
  transactions: BillOutline,
  bets: HistogramOutline,
  rebates: PayCircleOutline,
  activities: CalendarOutline,
  redPackets: GiftOutline,
  inbox: MailOutline,
  notices: SoundOutline,
  vip: StarOutline,
};

/**
 * The member centre's menu in groups, each item with its icon; agent application only for members who
 * are not agents. A tap shows the light loading chip for the spec's 500 ms, then opens the page.
 */
export function MemberCentreMenu() {
  const isAgent = useUserStore((state) => Number(state.userInfo?.isagent) === 1);
  const goTo = useDelayedNavigate(MENU_NAV_DELAY_MS);
  return (
    <nav aria-label={labels.memberCentre.menu()} className={styles.groups}>
      {memberCentreMenuGroups.map((group) => (
        <section key={group.title()} className={styles.group} aria-label={group.title()}>
          <h2 className={styles.title}>{group.title()}</h2>
          <ul className={styles.menu}>
            {group.items.filter((item) => !(item.nonAgentsOnly && isAgent)).map((item) => {
              const Icon = ICONS[item.icon];
              return (
                <li key={item.path}>
                  <button type="button" className={styles.item} onClick={() => goTo(item.path)}>
                    <span className={styles.icon} aria-hidden="true"><Icon /></span>
                    <span className={styles.label}>{item.label()}</span>
                    {item.showsMessageCount && <span className={styles.count}><MessageCountBadge /></span>}
                    <RightOutline className={styles.arrow} aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
