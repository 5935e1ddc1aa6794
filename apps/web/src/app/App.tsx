import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { RootShell } from '@/features/site/RootShell';
import { queryClient } from '@/lib/query-client';
import { HashCatchUp } from './HashCatchUp';
import { AppRoutes } from './routes';
import { PidCapture } from './PidCapture';
import { RoutedErrorBoundary } from './recovery/PageErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { useLocaleStore } from '@/stores/locale-store';

export function App() {
  const locale = useLocaleStore((state) => state.locale);
  // A language switch draws the pages again (keyed by the language): texts are read as pages render,
  // and kept-alive pages would otherwise keep the old language until they next changed.
  const tree = (
    <RoutedErrorBoundary key={locale}>
      <RootShell>
        <AppRoutes />
      </RootShell>
    </RoutedErrorBoundary>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <HashCatchUp />
        <ScrollToTop />
        <PidCapture />
        {/* The last resort: an error the pages' own boundaries did not catch (the shell, a layout). */}
        {tree}
      </HashRouter>
    </QueryClientProvider>
  );
}
