/**
 * Routes of the session feature: sign-in, two-step verification, the error page, the role home redirect and the
 * starter home of each area (features declaring the same paths replace these homes).
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ErrorPage } from '@/app/pages/error-page.tsx'
import { SignInPage } from './sign-in.tsx'
import { TwoFactorSetupPage } from './two-factor-setup.tsx'
import { ForgotPasswordPage, ResetPasswordPage } from './password-recovery.tsx'
import { TwoFactorVerifyPage } from './two-factor-verify.tsx'
import { AdminHome, BookkeeperHome, ClientHome, HomeRedirect, WelcomePage } from './homes.tsx'

export const routes: FeatureRoute[] = [
  { path: '/sign-in', element: <SignInPage />, area: 'public' },
  { path: '/error-page', element: <ErrorPage />, area: 'public' },
  { path: '/forgot-password', element: <ForgotPasswordPage />, area: 'public' },
  // Public: the recovery link brings its own session in the URL fragment, which the page reads.
  { path: '/reset-password', element: <ResetPasswordPage />, area: 'public' },
  // Public so it renders without the app frame; the page itself sends signed-out visitors to /sign-in.
  { path: '/2fa', element: <TwoFactorVerifyPage />, area: 'public' },
  { path: '/onboarding/2fa/security', element: <TwoFactorSetupPage />, area: 'any' },
  { path: '/', element: <HomeRedirect />, area: 'any' },
  { path: '/dashboard', element: <HomeRedirect />, area: 'any' },
  { path: '/welcome', element: <WelcomePage />, area: 'any' },
  { path: '/admin', element: <AdminHome />, area: 'admin', nav: { label: 'Overview', order: 0 } },
  { path: '/bookkeeper/clients', element: <BookkeeperHome />, area: 'bookkeeper', nav: { label: 'Clients', order: 0 } },
  { path: '/accounting/dashboard', element: <ClientHome />, area: 'client', nav: { label: 'Dashboard', order: 0 } },
]
