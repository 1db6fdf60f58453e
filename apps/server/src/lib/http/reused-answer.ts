/**
 * Answers a service sends again and again unchanged (a cached read answered to every request of
 * the same user until the data changes): marked here, each is written to JSON once per route by
 * the answer serializer (answer-serializer.ts) and the text reused, instead of writing the same
 * kilobytes at every request. A marked answer is frozen, deeply, so that nobody changes it after
 * its text was kept; the caller makes a new object when the data changes.
 */
const reused = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

export function reusedAnswer<T extends object>(answer: T): Readonly<T> {
  deepFreeze(answer);
  reused.add(answer);
  return answer;
}

export function isReusedAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && reused.has(value);
}
