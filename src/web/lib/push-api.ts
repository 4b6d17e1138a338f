import type { PushSubscriptionInput } from '../../domain/push.ts';
import { client, unwrap, withJson } from './api-client.ts';

const push = client.push;

export const fetchPushKey = () => unwrap(push.key.$get());
export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  unwrap(push.subscriptions.$post(withJson({}, subscription)));
export const forgetPushSubscription = (endpoint: string) =>
  unwrap(push.subscriptions.$delete(withJson({}, { endpoint })));
export const sendTestPush = () => unwrap(push.test.$post(withJson({}, {})));

/** Whether this browser can take notices at all: a service worker, the Push API and notifications. */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's push subscription, if it has one (the worker must be registered: decision 064). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type TurnOnOutcome = 'on' | 'denied' | 'unavailable';

/**
 * Asks the browser for notices and hands the subscription to the server. `denied`: the person (or the
 * browser's settings) said no; `unavailable`: no worker yet, or the browser's push service could not be
 * reached (offline, or a browser without one).
 */
export async function turnOnPush(): Promise<TurnOnOutcome> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unavailable';
  const { public_key } = await fetchPushKey();
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64urlBytes(public_key),
    });
  } catch {
    return 'unavailable';
  }
  const json = subscription.toJSON();
  await savePushSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'on';
}

export async function turnOffPush() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await forgetPushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
