// What the public page, the hosted routes and the lean/standalone entries mount (see each file's comment).
export {
  ConfirmSubscriptionScreen,
  type ConfirmSubscriptionScreenProps,
} from './confirm-subscription-screen';
export { ManageSubscriptionScreen, type ManageSubscriptionScreenProps } from './manage-subscription-screen';
export { SubscribeButton, type SubscribeButtonProps } from './subscribe-button';
export { SubscribeScreen, type SubscribeScreenProps } from './subscribe-screen';
export { UnsubscribeScreen, type UnsubscribeScreenProps } from './unsubscribe-screen';
