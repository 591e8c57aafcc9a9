// The UI kit used by the shell and every remote. Styles: import '@konstvagg/ui/styles.css' once (the
// shell does; a remote's standalone entry does when it runs alone).
export {
  Button,
  LinkButton,
  type ButtonProps,
  type LinkButtonProps,
  type ButtonVariant,
} from './components/Button.tsx';
export { Badge, type BadgeTone } from './components/Badge.tsx';
export { Skeleton } from './components/Skeleton.tsx';
export { LoadFailed, ShowMore, SkeletonLines, errorText } from './components/LoadStates.tsx';
export { Spinner, PageLoading } from './components/Spinner.tsx';
export { EmptyState } from './components/EmptyState.tsx';
export { Container, PageHeader } from './components/Layout.tsx';
export { VisuallyHidden } from './components/VisuallyHidden.tsx';
export { Logo } from './components/Logo.tsx';
export { useDocumentTitle } from './components/useDocumentTitle.ts';
export { AreaPage } from './components/AreaPage.tsx';
export { PaymentOnboardingPage } from './components/PaymentOnboardingPage.tsx';
export { paymentOnboardingMessages } from './components/payment-onboarding-messages.ts';
export { orderStatusLineMessages } from './components/order-status-messages.ts';
export { artworkMessagesEn } from './artwork/artwork-en-messages.ts';
export { artworkMessagesSv } from './artwork/artwork-sv-messages.ts';
export {
  orderStatusLineKey,
  ORDER_STATUS_LINE_TONE,
  type OrderStatusLineKey,
} from './components/order-status.ts';
export { StatementTable, PayoutCell, type PayoutStatusName } from './components/StatementTable.tsx';
export { StatusLineBadge } from './components/StatusLineBadge.tsx';
export { useNow } from './components/use-now.ts';
export { saveFile } from './components/save-file.ts';
export {
  LanguageProvider,
  useLanguage,
  initialLanguage,
  applyLanguageToDocument,
  alternateHref,
  type LanguageState,
} from './language/LanguageProvider.tsx';
export { RemoteIntl, onIntlError, type Messages } from './language/RemoteIntl.tsx';
export { remoteText } from './language/remote-text.tsx';
export { RemotePage } from './remote-page.tsx';
export { qrPath, QrSvg, type QrModules } from './QrSvg.tsx';
export {
  cardImageUrl,
  imageTooLarge,
  uploadImage,
  uploadToBucket,
  uploadErrorText,
  type ImageUploadKind,
  type PresignCall,
  type UploadedImage,
  CARD_IMAGE_WIDTH,
  CARD_IMAGE_MAX_WIDTH,
  type UploadedImageVariants,
} from './uploads.ts';
export { globalContext } from './global-context.ts';
export {
  useSession,
  SessionContextProvider,
  readStoredUser,
  writeSession,
  writeStoredUser,
  clearSession,
  homeForRole,
  displayName,
  isRole,
  type Role,
  type SessionUser,
  type SessionState,
  type SessionTokens,
  type SignInOptions,
} from './session/session.ts';
export {
  useToast,
  ToastContextProvider,
  TOAST_DURATION_MS,
  type Toaster,
  type ToastKind,
} from './toast/toast.ts';
export {
  call,
  pathOf,
  type CallInput,
  type Endpoint,
  type OperationName,
  type ResponseOf,
  ApiError,
  sessionHooks,
  endSessionRequests,
  SESSION_ENDED,
  TOKEN_STORAGE_KEYS,
  API_BASE,
  toQueryString,
  currentLanguage,
  readToken,
  INVALID_RESPONSE,
  type QueryValue,
} from './api/client.ts';
export { useApiData, type ApiData } from './api/useApiData.ts';
export { callEvery, useApiList, type ApiList, type ListKey, type ListOperation } from './api/useApiList.ts';
export {
  defineRoutes,
  isRedirect,
  routedPages,
  sidebarItems,
  type RemoteName,
  type RemoteRoute,
  type RemoteRedirect,
  type RemoteRoutes,
} from './remote-contract.ts';
export {
  ServerHead,
  ServerHeadProvider,
  useServerHead,
  SERVER_HEAD_ATTR,
  type HeadTag,
} from './server-head.ts';
export { useHydrated, WhenHydrated } from './hydrated.ts';
