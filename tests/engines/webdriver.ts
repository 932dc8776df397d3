// Starts the two WebKit engines Debian packages (scripts/bootstrap.sh --engines installs them) with
// a WebDriver session: WebKitGTK (the engine of current Safari) through WebKitWebDriver and
// MiniBrowser under Xvfb, and WPE WebKit 2.38 (about Safari 16.0, an iPhone that stayed on
// iOS 15 or 16) through WPEWebDriver and cog, headless. Every step has a time limit, and every
// process started here runs in its own process group and is ended by it, even on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../../scripts/lib/host-server.ts';

export type EngineKind = 'webkitgtk' | 'wpe';
export interface Viewport {
  width: number;
  height: number;
}

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** WPE's headless window: 800x600 whatever WebDriver asks for. */
const WPE_WINDOW_WIDTH = 800;
/** Nothing listens on port 9, so any host other than this machine fails at once. */
const NO_EXTERNAL = { http_proxy: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9', no_proxy: '127.0.0.1,localhost' };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

// ---- processes -------------------------------------------------------------------------------

interface Launched {
  child: ChildProcess;
  stderr: () => string;
}
const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-(child.pid ?? 0), signal);
  } catch {
    child.kill(signal);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) killGroup(child, 'SIGKILL');
    process.exit(130);
  });
}
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function launch(command: string, args: string[], env: NodeJS.ProcessEnv, extraFd = false): Launched {
  const child = spawn(command, args, { detached: true, env, stdio: ['ignore', 'ignore', 'pipe', ...(extraFd ? ['pipe' as const] : [])] });
  running.add(child);
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  child.once('error', (error) => {
    tail += `\n${command}: ${error.message} (install it with: . scripts/bootstrap.sh --engines)`;
  });
  return { child, stderr: () => tail };
}

async function stop({ child }: Launched) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    killGroup(child, 'SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(2000).then(() => false)]))) {
      killGroup(child, 'SIGKILL');
      await Promise.race([exited, sleep(1000)]);
    }
  }
  running.delete(child);
}

/** An X server on a display it picks itself; tall, so whole pages fit in one screenshot. */
async function startXvfb(): Promise<{ display: string; process: Launched }> {
  const xvfb = launch('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x8000x24', '-nolisten', 'tcp', '-noreset'], process.env, true);
  const display = new Promise<string>((done, fail) => {
    let out = '';
    (xvfb.child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n')) done(`:${out.trim()}`);
    });
    xvfb.child.once('exit', (code) => fail(new Error(`Xvfb exited with ${code}: ${xvfb.stderr()}`)));
  });
  try {
    return { display: await withTimeout(display, 10_000, 'Xvfb start'), process: xvfb };
  } catch (error) {
    await stop(xvfb);
    throw error;
  }
}

async function waitForDriver(url: string, driver: Launched) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (driver.child.exitCode !== null) break;
    const ready = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(50);
  }
  throw new Error(`the WebDriver server at ${url} did not start: ${driver.stderr()}`);
}

// ---- error collection ------------------------------------------------------------------------

/**
 * WebDriver classic reports no console messages or page errors, so a small proxy in front of the
 * site adds one script at the top of every page that records them in window.__pageErrors: script
 * errors, unhandled rejections, console.error and console.warn, failed loads and CSP violations.
 * It is served from the page's own origin, so the site's script-src 'self' allows it.
 */
const COLLECTOR_PATH = '/__engines/collector.js';
function collector() {
  const errors: string[] = [];
  (window as unknown as { __pageErrors: string[] }).__pageErrors = errors;
  const note = (kind: string, text: unknown) => errors.push(`${kind}: ${String(text).slice(0, 500)}`);
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (HTMLElement & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown) && (target.src || target.href)) note('failed load', target.src || target.href);
      else note('script error', `${event.message} @ ${event.filename}:${event.lineno}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => note('unhandled rejection', event.reason?.stack ?? event.reason));
  document.addEventListener('securitypolicyviolation', (event) => note('CSP', `${event.violatedDirective} ${event.blockedURI}`));
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      note(
        `console.${level}`,
        args.map((arg) => (arg instanceof Error ? arg.stack : typeof arg === 'object' ? JSON.stringify(arg) : arg)).join(' '),
      );
      original.apply(console, args);
    };
  }
}

async function startCollectingProxy(target: string) {
  const upstream = new URL(target);
  const server = createServer((incoming, reply) => {
    if (incoming.url === COLLECTOR_PATH) {
      reply.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      reply.end(`(${collector.toString()})();`);
      return;
    }
    const outgoing = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        // The proxy speaks plain HTTP, and WebKit (unlike Chromium and Firefox) upgrades requests
        // to 127.0.0.1 too when the CSP says upgrade-insecure-requests, so then no script loads.
        const csp = headers['content-security-policy'];
        if (csp) headers['content-security-policy'] = String(csp).replace(/;?\s*upgrade-insecure-requests/, '');
        if (!String(headers['content-type']).includes('text/html')) {
          reply.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(reply);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/i, (head) => `${head}<script src="${COLLECTOR_PATH}"></script>`);
          delete headers['content-length'];
          reply.writeHead(answer.statusCode ?? 200, { ...headers, 'content-length': Buffer.byteLength(html) });
          reply.end(html);
        });
      },
    );
    outgoing.on('error', (error) => {
      reply.writeHead(502);
      reply.end(error.message);
    });
    incoming.pipe(outgoing);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      withTimeout(
        new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
        3000,
        'proxy close',
      ).catch(() => undefined),
  };
}

// ---- engines ---------------------------------------------------------------------------------

export interface Engine {
  kind: EngineKind;
  driver: WebDriver;
  /** Milliseconds from nothing to a ready session. */
  startMs: number;
  /** Loads `path` of the site and waits for its load event. */
  open(path: string): Promise<void>;
  /** What the collector recorded on the current page. */
  pageErrors(): Promise<string[]>;
  click(element: WebElement): Promise<void>;
  /** WebKitGTK resizes its window; WPE's is fixed (its viewport is chosen at start). */
  setViewport(viewport: Viewport): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One engine with a fresh session, showing the site at `target`. WPE cannot resize its 800x600
 * window, so it starts cog with a page zoom of 800/width: the layout viewport is then `width` CSS px
 * wide (390 gives 390x292, 1280 gives 1280x960) and media queries follow it.
 */
export async function startEngine(kind: EngineKind, target: string, viewport: Viewport): Promise<Engine> {
  const started = performance.now();
  const cleanups: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const proxy = await startCollectingProxy(target);
    cleanups.push(proxy.stop);
    const port = await freePort();
    const zoom = kind === 'wpe' ? WPE_WINDOW_WIDTH / viewport.width : 1;
    let driverProcess: Launched;
    let capabilities: Record<string, unknown>;
    if (kind === 'webkitgtk') {
      const xvfb = await startXvfb();
      cleanups.push(() => stop(xvfb.process));
      // MiniBrowser's toolbar keeps its window at least 447 px wide unless GTK lets it shrink.
      const config = mkdtempSync(join(tmpdir(), 'webkitgtk-'));
      mkdirSync(join(config, 'gtk-3.0'));
      writeFileSync(
        join(config, 'gtk-3.0', 'gtk.css'),
        'toolbar, toolbar *, headerbar, headerbar *, entry, button, label { min-width:0; min-height:0; padding:0; margin:0; font-size:1px; border-width:0; }\n',
      );
      cleanups.push(async () => rmSync(config, { recursive: true, force: true }));
      const env = { ...process.env, ...NO_EXTERNAL, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config, NO_AT_BRIDGE: '1', GDK_BACKEND: 'x11' };
      driverProcess = launch('WebKitWebDriver', [`--port=${port}`], env);
      capabilities = { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } };
    } else {
      driverProcess = launch('WPEWebDriver', [`--port=${port}`], { ...process.env, ...NO_EXTERNAL });
      const args = ['--automation', '--platform=headless', ...(zoom === 1 ? [] : [`--scale=${zoom.toFixed(6)}`])];
      capabilities = { browserName: 'cog', 'wpe:browserOptions': { binary: '/usr/bin/cog', args } };
    }
    const launched = driverProcess;
    cleanups.push(() => stop(launched));
    const driverUrl = `http://127.0.0.1:${port}`;
    await waitForDriver(driverUrl, driverProcess);
    const driver = await withTimeout(
      new Builder().usingServer(driverUrl).withCapabilities(capabilities).build(),
      30_000,
      `${kind}: new session`,
    );
    cleanups.push(() => withTimeout(driver.quit(), 10_000, `${kind}: quit`));
    await driver.manage().setTimeouts({ pageLoad: 20_000, script: 10_000, implicit: 0 });

    const engine: Engine = {
      kind,
      driver,
      startMs: 0,
      open: (path) => withTimeout(driver.get(proxy.url + path), 25_000, `${kind}: open ${path}`),
      pageErrors: () =>
        driver.executeScript('return window.__pageErrors ? window.__pageErrors.slice() : ["the error collector did not run"]'),
      // The element is first brought to the middle of the screen, as a person scrolls to it: at the
      // top it would sit under the sticky header and the calculator's summary bar. Under WPE's page
      // zoom WebDriver's pointer lands at unzoomed coordinates, on the wrong element; there the click
      // is dispatched by script: a real click event, without pointer events.
      click: async (element) => {
        await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
        if (zoom === 1) await element.click();
        else await driver.executeScript('arguments[0].focus(); arguments[0].click()', element);
      },
      setViewport: (wanted) => (kind === 'webkitgtk' ? resizeTo(driver, wanted) : expectViewport(driver, wanted)),
      stop: stopAll,
    };
    await engine.setViewport(viewport);
    engine.startMs = Math.round(performance.now() - started);
    return engine;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

const innerSize = (driver: WebDriver): Promise<[number, number]> => driver.executeScript('return [innerWidth, innerHeight]');

/** Resizes the window until the page's viewport is exactly `width` x `height` CSS px (GTK resizes in steps). */
async function resizeTo(driver: WebDriver, { width, height }: Viewport) {
  let [w, h] = await innerSize(driver);
  const deadline = Date.now() + 5000;
  while (w !== width || h !== height) {
    if (Date.now() > deadline) throw new Error(`the viewport stayed ${w}x${h}, wanted ${width}x${height}`);
    const rect = await driver.manage().window().getRect();
    await driver
      .manage()
      .window()
      .setRect({ width: rect.width + width - w, height: rect.height + height - h });
    const settled = Date.now() + 1500;
    let previous: [number, number];
    do {
      await sleep(50);
      previous = [w, h];
      [w, h] = await innerSize(driver);
    } while ((w !== previous[0] || h !== previous[1]) && Date.now() < settled);
  }
}

async function expectViewport(driver: WebDriver, { width }: Viewport) {
  const [w] = await innerSize(driver);
  if (Math.abs(w - width) > 1) throw new Error(`WPE's viewport is ${w} px wide, wanted ${width}: its page zoom did not apply`);
}
