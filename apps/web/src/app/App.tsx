import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { RootShell } from '@/features/site/RootShell';
import { queryClient } from '@/lib/query-client';
import { HashCatchUp } from './HashCatchUp';
import { AppRoutes } from './routes';
import { PidCapture } from './PidCapture';
import { RoutedErrorBoundary } from './recovery/PageErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <HashCatchUp />
        <ScrollToTop />
        <PidCapture />
        {/* The last resort: an error the pages' own boundaries did not catch (the shell, a layout). */}
        <RoutedErrorBoundary>
          <RootShell>
            <AppRoutes />
          </RootShell>
        </RoutedErrorBoundary>
      </HashRouter>
    </QueryClientProvider>
  );
}
