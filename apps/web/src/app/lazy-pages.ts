import { lazyPage } from './lazy-page';

// Every page is its own chunk: the first screen downloads only the shell and the page it shows.
export const HomePage = lazyPage(() => import('@/features/home/HomePage'));
export const ActivityPage = lazyPage(() => import('@/features/activity/ActivityPage'));
export const ServicePage = lazyPage(() => import('@/features/service/ServicePage'));
export const LandingPage = lazyPage(() => import('@/features/landing/LandingPage'));
export const MinePage = lazyPage(() => import('@/features/mine/MinePage'));

export const LoginPage = lazyPage(() => import('@/features/auth/LoginPage'));
export const RegisterPage = lazyPage(() => import('@/features/auth/RegisterPage'));
export const AppDownloadPage = lazyPage(() => import('@/features/app-download/AppDownloadPage'));
export const GamePage = lazyPage(() => import('@/features/game/GamePage'));
export const GameListPage = lazyPage(() => import('@/features/game/GameListPage'));
export const ActivityDetailPage = lazyPage(() => import('@/features/activity/ActivityDetailPage'));
export const AgentApplicationPage = lazyPage(() => import('@/features/agent/AgentApplicationPage'));
export const VipPage = lazyPage(() => import('@/features/vip/VipPage'));
export const HelpCentrePage = lazyPage(() => import('@/features/help/HelpCentrePage'));
export const HelpPage = lazyPage(() => import('@/features/help/HelpPage'));
export const ArticlePage = lazyPage(() => import('@/features/help/ArticlePage'));
export const SecurityAdvicePage = lazyPage(() => import('@/features/security/SecurityAdvicePage'));

export const SettingPage = lazyPage(() => import('@/features/profile/SettingPage'));
export const UserInfoPage = lazyPage(() => import('@/features/profile/UserInfoPage'));
export const PasswordPage = lazyPage(() => import('@/features/profile/PasswordPage'));
export const WalletPage = lazyPage(() => import('@/features/wallet/WalletPage'));
export const AddBankCardPage = lazyPage(() => import('@/features/wallet/AddBankCardPage'));
export const AddUsdtCardPage = lazyPage(() => import('@/features/wallet/AddUsdtCardPage'));
export const DepositPage = lazyPage(() => import('@/features/deposit/DepositPage'));
export const DepositDetailPage = lazyPage(() => import('@/features/deposit/DepositDetailPage'));
export const WithdrawalPage = lazyPage(() => import('@/features/withdrawal/WithdrawalPage'));
export const TransferPage = lazyPage(() => import('@/features/transfer/TransferPage'));
export const MessageCentrePage = lazyPage(() => import('@/features/messages/MessageCentrePage'));
export const BetRecordPage = lazyPage(() => import('@/features/records/BetRecordPage'));
export const TransactionRecordPage = lazyPage(() => import('@/features/records/TransactionRecordPage'));
export const RebateRecordPage = lazyPage(() => import('@/features/records/RebateRecordPage'));
export const ActivityRecordPage = lazyPage(() => import('@/features/records/ActivityRecordPage'));
export const RedPacketRecordPage = lazyPage(() => import('@/features/records/RedPacketRecordPage'));
export const RedPacketPage = lazyPage(() => import('@/features/red-packet/RedPacketPage'));
