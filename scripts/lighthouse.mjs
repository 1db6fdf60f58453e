// `npm run lighthouse`: builds, starts the production server on a fresh embedded database in a
// temporary data directory (the demo accounts, and `asha` with 30 contracts as `npm run bench`
// seeds her), and runs Lighthouse's performance audit (its default: a mid-range phone on a
// throttled connection) in Debian's Chromium on /login and, signed in as asha, on /dashboard.
// Prints each page's score (the median of LIGHTHOUSE_RUNS runs, 3 unless told) and the metrics
// behind it. The goal: at least 90 on both.
//
// CPU: Lighthouse's mobile default slows the CPU down 4x, which its documentation (throttling.md,
// "Calibrating the CPU slowdown") sizes for a high-end desktop (benchmarkIndex 1500-2000) and says
// to lower on a weaker host. A first, standard 4x run on /login gives this machine's
// benchmarkIndex; the measured runs then use benchmarkIndex / 450 (between 1 and 4: 450 is a
// high-end desktop's index divided by 4, the mid-tier phone the default aims at), or
// LIGHTHOUSE_CPU_MULTIPLIER when given. Both the standard and the calibrated figures are printed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { benchEnv, runScript, startBenchServer } from '../bench/server.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_REPORTS=dir: every run's full report (JSON) is written there, to read its diagnostics. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
let reportCount = 0;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The production server on a fresh embedded database, seeded as the bench seeds it (the demo
// accounts, asha with 30 contracts), started as the benchmarks start it.
const env = benchEnv(null, { EVENT_LOOP_PROBE: 'false' });
runScript('demo', env, 'ignore');
runScript('bench-seed-dashboard', env, 'ignore');
const server = await startBenchServer(env);
const { base } = server;

/** Signs asha in through the API and stores her session where the web app keeps it. */
async function signInBrowser(chromePort) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'asha', password: 'LeXi-Demo-2026!' }),
  });
  const login = await res.json();
  if (!login.token) throw new Error('lighthouse: asha could not sign in');
  const u = login.user_data;
  const session = {
    state: {
      userData: u,
      userCountry: u.country,
      authToken: login.token,
      isEmailVerified: u.is_email_verified,
      isMobileVerified: u.is_mobile_verified,
    },
    version: 0,
  };
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((value) => localStorage.setItem('lexi-session', value), JSON.stringify(session));
  await page.close();
  await browser.disconnect();
}

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Lighthouse's mobile network preset (Slow 4G), with the CPU slowdown given. */
const mobileThrottling = (cpuSlowdownMultiplier) => ({
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier,
});

/**
 * Empties Chromium's HTTP cache, so that every run loads the page cold as a first visit would.
 * Lighthouse's own storage reset would also do that, but it clears localStorage too, where the
 * signed-in session lives; it is off (disableStorageReset) and the cache is emptied here instead.
 */
async function clearHttpCache(chromePort) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

/** One Lighthouse run (cold HTTP cache): the score, the metrics behind it and the host's benchmarkIndex. */
async function runOnce(chromePort, path, cpu) {
  await clearHttpCache(chromePort);
  const { lhr } = await lighthouse(`${base}${path}`, {
    port: chromePort,
    onlyCategories: ['performance'],
    logLevel: 'error',
    throttling: mobileThrottling(cpu),
    // Keeps the signed-in session in localStorage (Lighthouse clears the origin's storage otherwise).
    disableStorageReset: true,
  });
  if (lhr.runtimeError) throw new Error(`lighthouse ${path}: ${lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${String(++reportCount).padStart(2, '0')}${path.replace(/\//g, '-')}-cpu${cpu}.json`;
    writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
  }
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== path) throw new Error(`lighthouse ${path}: the page went to ${finalPath}`);
  const metrics = metricIds.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue}`).join(', ');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    metrics,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One run, tried again (up to twice) when Lighthouse itself fails to record the trace
 * (NO_NAVSTART and the like): its own message says to run it again; the page is not at fault.
 */
async function runRetried(chromePort, path, cpu) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(chromePort, path, cpu);
    } catch (error) {
      if (attempt >= 3 || !/Please run Lighthouse again/.test(String(error))) throw error;
      console.log(`(${path}: ${error.message.split(': ').slice(1).join(': ')}; trying again)`);
    }
  }
}

/** The median of `runs` runs, printed with every run's score. */
async function audit(chromePort, path, cpu) {
  const scores = [];
  for (let i = 0; i < runs; i++) scores.push(await runRetried(chromePort, path, cpu));
  scores.sort((a, b) => a.score - b.score);
  const median = scores[Math.floor(scores.length / 2)];
  console.log(
    `${path.padEnd(11)} performance ${median.score} (runs: ${scores.map((s) => s.score).join(', ')}); ` +
      `median run: ${median.metrics}`,
  );
  return median.score;
}

let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  const standard = await runRetried(chrome.port, '/login', 4);
  const calibrated = Math.min(4, Math.max(1, standard.benchmarkIndex / 450));
  const cpu = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER ?? calibrated.toFixed(1));
  console.log(`\nLighthouse performance (mobile, Slow 4G, simulated), Chromium at ${chromePath}`);
  console.log(
    `standard 4x CPU slowdown, one run: /login ${standard.score} (${standard.metrics}); ` +
      `this machine's benchmarkIndex ${standard.benchmarkIndex}`,
  );
  console.log(`calibrated: ${cpu}x CPU slowdown, ${runs} runs each`);
  const login = await audit(chrome.port, '/login', cpu);
  await signInBrowser(chrome.port);
  const dashboard = await audit(chrome.port, '/dashboard', cpu);
  if (Math.min(login, dashboard) < 90) console.log('below the goal of 90');
} finally {
  await chrome?.kill();
  await server.stop();
}
