/**
 * Mail sent after an answer has gone out (a bulk import's 1,000 set-password links would hold the
 * answer for seconds on the file outbox, minutes on a slow SMTP server). Shutdown and tests wait
 * for it with mailingsSettled().
 */
const pending = new Set<Promise<void>>();

export function sendInBackground(work: () => Promise<void>, onError: (error: unknown) => void): void {
  const running = work().catch(onError);
  pending.add(running);
  void running.finally(() => pending.delete(running));
}

export async function mailingsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
