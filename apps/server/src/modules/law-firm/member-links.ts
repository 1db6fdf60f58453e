import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { queueMails } from '../../lib/mail/mail-outbox.ts';
import { insertPasswordLinks } from './member-password-links.repository.ts';
import type { MemberPasswordLinkRow } from './member-password-links.table.ts';
import { memberLinkMailKey, newLinkToken, teamLinkUrl } from './team-links.ts';
import { confirmAccountMail, setPasswordMail } from './team-mails.ts';

export type LinkPurpose = MemberPasswordLinkRow['purpose'];
export type LinkedMember = { userId: string; email: string; username: string };

/**
 * Gives members made by an admin their emailed link, inside the caller's transaction: a fresh
 * token per member (stored hashed), and its mail queued in the outbox with it (replacing any
 * unsent mail of an older link). Returns the queued mails' ids, to send after the commit.
 */
export async function issueMemberLinks(
  tx: Db,
  deps: Deps,
  input: { members: LinkedMember[]; purpose: LinkPurpose; firmName: string; now: Date },
): Promise<string[]> {
  const { members, purpose, firmName, now } = input;
  const links = members.map(() => newLinkToken(now));
  await insertPasswordLinks(
    tx,
    members.map((m, i) => ({
      userId: m.userId,
      tokenHash: links[i]?.tokenHash ?? '',
      purpose,
      expiresAt: links[i]?.expiresAt ?? now,
      createdAt: now,
    })),
  );
  const mail = purpose === 'set_password' ? setPasswordMail : confirmAccountMail;
  const page = purpose === 'set_password' ? 'set-password' : 'confirm';
  return queueMails(
    tx,
    deps.config.appSecret,
    members.map((m, i) => ({
      message: mail({
        to: m.email,
        firmName,
        username: m.username,
        url: teamLinkUrl(deps.config.publicUrl, page, links[i]?.token ?? ''),
        expiresAt: links[i]?.expiresAt ?? now,
      }),
      supersedeKey: memberLinkMailKey(m.userId),
    })),
    now,
  );
}
