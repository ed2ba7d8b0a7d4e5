/**
 * The API's contract: one type per named schema of /v1/openapi.json (`Api.Page`, `Api.Component`…),
 * the server's value lists (`Api.COMPONENT_STATUSES`), request bodies and query strings.
 */
export * as Api from './api/contract.gen';
export { DOMAIN_ERROR_KEYS, type DomainErrorCode } from './api/domain-errors';
export { API_ERRORS, type ApiErrorCode } from './api/errors.gen';
export { readPaths } from './api/read-paths';
export type { AppConfig, SignInQuote } from './app/load-app-config';
export { appConfig, loadAppConfig, SAME_ORIGIN_CONFIG, setAppConfig } from './app/load-app-config';
export { releaseConsoleShell, useReleaseConsoleShell } from './app/release-console-shell';
export { StandaloneApp } from './app/standalone-app';
export { startStandaloneApp } from './app/start-standalone-app';
export type { AppEntry, AppId, HostApp, RemoteApp } from './apps/app-manifest';
export { APPS, defaultRemoteManifests, remoteModuleId } from './apps/app-manifest';
export { ApiError, serverMessage } from './http/api-error';
export { apiFetch } from './http/api-fetch';
export { configureApi, resolveUrl } from './http/configure-api';
export { notifyApiError } from './http/notify-api-error';
export { saveFile } from './http/save-file';
export { fetcher, swrConfig } from './http/swr-config';
export { useRegisterNavigate } from './http/use-register-navigate';
export { initI18n } from './i18n/init-i18n';
export { initI18nWithStrings } from './i18n/init-i18n-with-strings';
export { LanguageSwitcher } from './i18n/language-switcher';
export { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './i18n/languages';
export type { RouteId } from './routes/paths';
export { paths } from './routes/paths';
export { childRoutePatterns, mountPatterns, routePatterns } from './routes/route-patterns';
export { decodeTokenExp } from './session/decode-token-exp';
export { renewSession } from './session/renew-session';
export { ACTIVITY_RENEWAL_DELAY_MS, RENEWAL_INTERVAL_MS } from './session/renewal-timing';
export { SessionContext, type SessionValue, useSession } from './session/session-context';
export { SessionProvider } from './session/session-provider';
export { signedOutSession } from './session/signed-out-session';
export { CURRENT_USER_KEY, STORAGE_KEYS } from './session/storage-keys';
export { syncAccessCookie } from './session/token-store';
export { type Permission, type Permissions, usePermissions } from './session/use-permissions';
export type { SessionStatus, User } from './session/user';
export { notify, notifyOnNextPage } from './toasts/notify';
export { Toaster } from './toasts/toaster';
export { AppProviders } from './ui/app-providers';
export { Avatar, avatarLetter } from './ui/avatar';
export { Badge, type BadgeProps } from './ui/badge';
export { Banner } from './ui/banner';
export { type BillingNotice, BillingNoticeBanner } from './ui/billing-notice-banner';
export { Button, type ButtonProps, type ButtonVariant } from './ui/button';
export { Card } from './ui/card';
export { Checkbox, type CheckboxProps } from './ui/checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog';
export { selectChevronStyles } from './ui/control-styles';
export { Dialog, type DialogProps } from './ui/dialog';
export { EmptyState, type EmptyStateProps } from './ui/empty-state';
export { ExternalLink, type ExternalLinkProps } from './ui/external-link';
export { FieldErrorText, FieldLabel, FieldNotes, fieldLabelStyles } from './ui/field-shell';
export { GlobalStyle } from './ui/global-style';
export { Input, type InputProps } from './ui/input';
export { type LinkTabItem, LinkTabs, type LinkTabsProps } from './ui/link-tabs';
export { Menu } from './ui/menu';
export { NotFoundScreen } from './ui/not-found-screen';
export { Notice } from './ui/notice';
export { OneTimeSecret, type OneTimeSecretProps } from './ui/one-time-secret';
export { type Breadcrumb, PageHeader, type PageHeaderProps } from './ui/page-header';
export { PasswordField, type PasswordFieldProps } from './ui/password-field';
export { plainList } from './ui/plain-list';
export { planLabel } from './ui/plan-label';
export { Select, type SelectOption, type SelectProps } from './ui/select';
export { Skeleton, type SkeletonProps } from './ui/skeleton';
export { Spinner } from './ui/spinner';
export {
  type BadgeTone,
  type ComponentStatus,
  componentStatusTone,
  type Impact,
  impactTone,
} from './ui/status-tone';
export { Switch, type SwitchProps } from './ui/switch';
export { Table, type TableColumn, type TableProps } from './ui/table';
export { type TabItem, Tabs, type TabsProps } from './ui/tabs';
export { TextField, type TextFieldProps } from './ui/text-field';
export { Textarea, type TextareaProps } from './ui/textarea';
export { theme } from './ui/theme';
export { DOCUMENT_TITLE_SUFFIX, useDocumentTitle } from './ui/use-document-title';
export { VisuallyHidden } from './ui/visually-hidden';
