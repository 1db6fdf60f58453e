import { Notifications } from '@mantine/notifications';

/** Where LeXi's notifications appear (lib/notify.ts shows them through Mantine's store). */
export function NotificationsHost() {
  return <Notifications position="bottom-right" limit={4} zIndex={1000} />;
}
