/**
 * Routes of the session feature: sign-in, password recovery, two-step verification, the error page, the role home
 * redirect and the welcome page of a user without organizations. Each area's home is its own feature's screen.
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ErrorPage } from '@/app/pages/error-page.tsx'
import { SignInPage } from './sign-in.tsx'
import { TwoFactorSetupPage } from './two-factor-setup.tsx'
import { ForgotPasswordPage, ResetPasswordPage } from './password-recovery.tsx'
import { TwoFactorVerifyPage } from './two-factor-verify.tsx'
import { HomeRedirect, WelcomePage } from './homes.tsx'

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
]
