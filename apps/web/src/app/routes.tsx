import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { KeepAliveOutlet, type KeptAlivePages } from '@/components/routing/KeepAliveOutlet';
import { PageFallback } from '@/components/routing/PageFallback';
import { MainLayout } from '@/features/layout/MainLayout';
import * as Page from './lazy-pages';
import { RequireAuth } from './RequireAuth';

// The pages the spec keeps alive. Their routes below carry no element: KeepAliveOutlet, which sits
// outside <Routes> so that leaving the main layout does not unmount them, renders them instead.
const keptAlive: KeptAlivePages = {
  '/': Page.HomePage,
  '/activity': Page.ActivityPage,
  '/zhanzhu': Page.LandingPage,
  '/concise': Page.GameListPage,
};

const member = (Component: ComponentType) => (
  <RequireAuth>
    <Component />
  </RequireAuth>
);

/** The whole route table: part 1 §2 and part 2 §2. */
export function AppRoutes() {
  return (
    <>
      <KeepAliveOutlet pages={keptAlive} />
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route path="/" element={null} />
            <Route path="/activity" element={null} />
            <Route path="/zhanzhu" element={null} />
            <Route path="/kefu" element={<Page.ServicePage />} />
            <Route path="/mine" element={member(Page.MinePage)} />
          </Route>

          <Route path="/concise" element={null} />
          <Route path="/login" element={<Page.LoginPage />} />
          <Route path="/register" element={<Page.RegisterPage />} />
          <Route path="/app" element={<Page.AppDownloadPage />} />
          <Route path="/gamePage" element={<Page.GamePage />} />
          <Route path="/activityInfo" element={<Page.ActivityDetailPage />} />
          <Route path="/applyagent" element={<Page.AgentApplicationPage />} />
          <Route path="/vip" element={<Page.VipPage />} />
          <Route path="/securitycenter" element={<Page.HelpCentrePage />} />
          <Route path="/boutBallBet" element={<Page.HelpPage />} />
          <Route path="/boutBallBetInfo" element={<Page.ArticlePage />} />
          <Route path="/security" element={<Page.SecurityAdvicePage />} />

          <Route path="/setting" element={member(Page.SettingPage)} />
          <Route path="/userInfo" element={member(Page.UserInfoPage)} />
          <Route path="/password" element={member(Page.PasswordPage)} />
          <Route path="/wallet" element={member(Page.WalletPage)} />
          <Route path="/addBankCard" element={member(Page.AddBankCardPage)} />
          <Route path="/addUsdtCard" element={member(Page.AddUsdtCardPage)} />
          <Route path="/recharge" element={member(Page.DepositPage)} />
          <Route path="/payInfo" element={member(Page.DepositDetailPage)} />
          <Route path="/withdrawal" element={member(Page.WithdrawalPage)} />
          <Route path="/transfer" element={member(Page.TransferPage)} />
          <Route path="/message" element={member(Page.MessageCentrePage)} />
          <Route path="/betRecord" element={member(Page.BetRecordPage)} />
          <Route path="/transRecord" element={member(Page.TransactionRecordPage)} />
          <Route path="/fanshui" element={member(Page.RebateRecordPage)} />
          <Route path="/activityRecord" element={member(Page.ActivityRecordPage)} />
          <Route path="/welfare" element={member(Page.RedPacketRecordPage)} />
          <Route path="/hongbao" element={member(Page.RedPacketPage)} />

          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
