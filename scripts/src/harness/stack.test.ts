import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process.js';
import { launchComponent, type Component } from './stack.js';

describe('a launched component', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-component-'));
  const entry = path.join(dir, 'server.mjs');
  // Answers its ready path with the process id, so a test can tell one process from the next.
  writeFileSync(entry, "import http from 'node:http';\nhttp.createServer((_req, res) => res.end(String(process.pid))).listen(Number(process.env.PORT), '127.0.0.1');\n");
  let component: Component | undefined;

  afterAll(async () => {
    await component?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start again while it runs, and starts again once stopped', async () => {
    const port = await freePort();
    component = await launchComponent('tiny', entry, {}, port, '/ready');
    const first = component.process.pid;
    await expect(component.restart()).rejects.toThrow('tiny is still running: stop it before starting it again');
    // Still the one process, still answering.
    expect(await (await fetch(`${component.url}/ready`)).text()).toBe(String(first));

    await component.stop();
    await component.restart();
    expect(component.process.pid).not.toBe(first);
    expect(await (await fetch(`${component.url}/ready`)).text()).toBe(String(component.process.pid));
  });
});
