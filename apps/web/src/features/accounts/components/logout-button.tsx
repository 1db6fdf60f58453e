import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../hooks/use-logout.ts';

export function LogoutButton() {
  const { logout, loggingOut } = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} aria-hidden />}
      onClick={logout}
      loading={loggingOut}
    >
      Sign out
    </Button>
  );
}
