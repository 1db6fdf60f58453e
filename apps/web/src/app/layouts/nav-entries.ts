import type { AccountType } from '@lexi/shared/api/accounts';
import {
  IconBriefcase,
  IconFilePencil,
  IconFiles,
  IconGavel,
  IconLayoutDashboard,
  IconScale,
  IconSignature,
  IconSparkles,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

interface NavIconProps {
  size?: number;
  stroke?: number;
  'aria-hidden'?: boolean;
}

interface NavEntryBase {
  label: string;
  icon: ComponentType<NavIconProps>;
}

/** A destination of the sidebar: its path, and the paths on which it is the current page. */
export interface NavLinkEntry extends NavEntryBase {
  kind: 'link';
  to: string;
  isCurrent: (pathname: string) => boolean;
}

/** A part of LeXi that is not built yet: shown, said to be coming, and not a link. */
export interface NavComingSoonEntry extends NavEntryBase {
  kind: 'coming-soon';
}

export type NavEntry = NavLinkEntry | NavComingSoonEntry;

const exactly =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname);

const under =
  (...prefixes: string[]) =>
  (pathname: string) =>
    prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The sidebar's entries for an account type: everyone has the product's areas; a lawyer has their
 * desk and a law firm its team, as on the dashboard.
 */
export function navEntries(accountType: AccountType | undefined): NavEntry[] {
  const entries: (NavEntry | null)[] = [
    {
      kind: 'link',
      label: 'Dashboard',
      to: '/dashboard',
      icon: IconLayoutDashboard,
      isCurrent: exactly('/dashboard'),
    },
    { kind: 'link', label: 'Documents', to: '/documents', icon: IconFiles, isCurrent: under('/documents') },
    { kind: 'link', label: 'Draft', to: '/drafts/new', icon: IconFilePencil, isCurrent: under('/drafts') },
    { kind: 'link', label: 'e-mohar', to: '/e_mohar', icon: IconSignature, isCurrent: under('/e_mohar') },
    {
      kind: 'link',
      label: 'Workspaces',
      to: '/dashboard/workspaces',
      icon: IconBriefcase,
      isCurrent: under(
        '/dashboard/workspaces',
        '/dashboard/workspace',
        '/dashboard/litigation',
        '/dashboard/contract-editor-demo',
      ),
    },
    {
      kind: 'link',
      label: 'Legal vetting',
      to: '/legal-vetting',
      icon: IconScale,
      isCurrent: under('/legal-vetting'),
    },
    accountType === 'lawyer'
      ? {
          kind: 'link',
          label: 'Lawyer desk',
          to: '/lawyer-desk',
          icon: IconGavel,
          isCurrent: under('/lawyer-desk'),
        }
      : null,
    accountType === 'law_firm'
      ? {
          kind: 'link',
          label: 'Team',
          to: '/dashboard/team-management',
          icon: IconUsers,
          isCurrent: under('/dashboard/team-management'),
        }
      : null,
    { kind: 'link', label: 'LeXi IQ', to: '/iq', icon: IconSparkles, isCurrent: under('/iq') },
  ];
  return entries.filter((entry) => entry !== null);
}
