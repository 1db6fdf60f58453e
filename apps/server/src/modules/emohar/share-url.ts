/** The counter party's page: `<base>/e_mohar/sign-multi-party?id=<id>&token=<token>` (spec §2). */
export function shareUrl(baseUrl: string, documentId: string, token: string): string {
  const url = new URL('/e_mohar/sign-multi-party', `${baseUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('id', documentId);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The id and token of a share link as pasted back by the browser (a full URL or just its query). */
export function parseShareUrl(link: string): { id: string | null; token: string | null } {
  try {
    const url = new URL(link, 'http://placeholder.invalid');
    return { id: url.searchParams.get('id'), token: url.searchParams.get('token') };
  } catch {
    return { id: null, token: null };
  }
}
