/**
 * The shell's own pages, in one chunk loaded on first use: a first visit to a public page never
 * needs them (docs/architecture.md §9, first-visit JS).
 */
export { LoginPage } from './LoginPage.tsx';
export { ProfilePage } from './ProfilePage.tsx';
export { TwoStepPage } from './TwoStepPage.tsx';
export { RegisterPage } from './RegisterPage.tsx';
export { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from './TokenPages.tsx';
export { DashboardLayout } from '../layout/DashboardLayout.tsx';
export { OAuthCallback } from '../auth/OAuthCallback.tsx';
