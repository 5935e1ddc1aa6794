import { lazy } from 'react';

// Every page is its own chunk: the first screen downloads only the shell and the page it shows.
export const HomePage = lazy(() => import('@/features/home/HomePage'));
export const ActivityPage = lazy(() => import('@/features/activity/ActivityPage'));
export const ServicePage = lazy(() => import('@/features/service/ServicePage'));
export const LandingPage = lazy(() => import('@/features/landing/LandingPage'));
export const MinePage = lazy(() => import('@/features/mine/MinePage'));

export const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
export const RegisterPage = lazy(() => import('@/features/auth/RegisterPage'));
export const AppDownloadPage = lazy(() => import('@/features/app-download/AppDownloadPage'));
export const GamePage = lazy(() => import('@/features/game/GamePage'));
export const GameListPage = lazy(() => import('@/features/game/GameListPage'));
export const ActivityDetailPage = lazy(() => import('@/features/activity/ActivityDetailPage'));
export const AgentApplicationPage = lazy(() => import('@/features/agent/AgentApplicationPage'));
export const VipPage = lazy(() => import('@/features/vip/VipPage'));
export const HelpCentrePage = lazy(() => import('@/features/help/HelpCentrePage'));
export const HelpPage = lazy(() => import('@/features/help/HelpPage'));
export const ArticlePage = lazy(() => import('@/features/help/ArticlePage'));
export const SecurityAdvicePage = lazy(() => import('@/features/security/SecurityAdvicePage'));

export const SettingPage = lazy(() => import('@/features/profile/SettingPage'));
export const UserInfoPage = lazy(() => import('@/features/profile/UserInfoPage'));
export const PasswordPage = lazy(() => import('@/features/profile/PasswordPage'));
export const WalletPage = lazy(() => import('@/features/wallet/WalletPage'));
export const AddBankCardPage = lazy(() => import('@/features/wallet/AddBankCardPage'));
export const AddUsdtCardPage = lazy(() => import('@/features/wallet/AddUsdtCardPage'));
export const DepositPage = lazy(() => import('@/features/deposit/DepositPage'));
export const DepositDetailPage = lazy(() => import('@/features/deposit/DepositDetailPage'));
export const WithdrawalPage = lazy(() => import('@/features/withdrawal/WithdrawalPage'));
export const TransferPage = lazy(() => import('@/features/transfer/TransferPage'));
export const MessageCentrePage = lazy(() => import('@/features/messages/MessageCentrePage'));
export const BetRecordPage = lazy(() => import('@/features/records/BetRecordPage'));
export const TransactionRecordPage = lazy(() => import('@/features/records/TransactionRecordPage'));
export const RebateRecordPage = lazy(() => import('@/features/records/RebateRecordPage'));
export const ActivityRecordPage = lazy(() => import('@/features/records/ActivityRecordPage'));
export const RedPacketRecordPage = lazy(() => import('@/features/records/RedPacketRecordPage'));
export const RedPacketPage = lazy(() => import('@/features/red-packet/RedPacketPage'));
