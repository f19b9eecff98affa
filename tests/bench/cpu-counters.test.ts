import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parentPid, processCpuMs, processTreeCpuMs } from './cpu-counters.js';

describe('the bench reads CPU from the kernel counters of a process tree', () => {
  it('keeps the time of children that ended: the total never goes down', async () => {
    // A parent that starts short-lived children one after the other, each burning about 60 ms of CPU.
    const script = `
      const { spawnSync } = require('node:child_process');
      for (let i = 0; i < 6; i++) spawnSync(process.execPath, ['-e', 'const t = Date.now(); while (Date.now() - t < 60) {}']);
      process.stdout.write('done');
      setTimeout(() => {}, 2000);`;
    const parent = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    const readings: number[] = [];
    // Sampled while the parent lives (an exited parent's own counters are not the tree's any more).
    let running = true;
    parent.stdout!.once('data', () => { running = false; });
    while (running) {
      readings.push(processTreeCpuMs(parent.pid!));
      await new Promise((r) => setTimeout(r, 15));
    }
    readings.push(processTreeCpuMs(parent.pid!));
    parent.kill();
    const sampled = readings.filter((r) => r > 0);
    for (let i = 1; i < sampled.length; i++) expect(sampled[i]).toBeGreaterThanOrEqual(sampled[i - 1]);
    // Six children of ~60 ms each: their time is in the parent's total though every one of them has ended.
    expect(Math.max(...sampled)).toBeGreaterThanOrEqual(300);
    // The parent's own time alone leaves the children out.
    expect(processCpuMs(process.pid)).toBeGreaterThan(0);
  }, 20_000);

  it('finds a process parent', () => {
    expect(parentPid(process.pid)).toBe(process.ppid);
  });
});
