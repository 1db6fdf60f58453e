// Shared by the HTTP benchmarks: one autocannon run, and signing in as a demo account.
import autocannon from 'autocannon';

/**
 * 50 connections for 10 s unless told otherwise. A 30 s request timeout: on PGlite (one query at a
 * time) a request may wait seconds in line under 50 connections; the slowest answers then count in
 * the latency figures instead of being dropped.
 */
export function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, timeout: 30, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** The session token of a demo account (`npm run demo` seeded them before the server started). */
export async function signIn(base, username) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'LeXi-Demo-2026!' }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`bench: ${username} could not sign in`);
  return token;
}
