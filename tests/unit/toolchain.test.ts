// @vitest-environment node
// The oldest Node the project runs on is the one its scripts need: they are TypeScript run by
// `node`, which strips types by default only from 22.18. package.json's `engines` and the
// bootstrap that installs a newer Node must both say so, or a machine with 22.12 to 22.17 would
// be let through and fail at `npm run build`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const NODE_FLOOR = [22, 18] as const;

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
const bootstrap = readFileSync('scripts/bootstrap.sh', 'utf8');

describe('the Node floor', () => {
  it('is 22.18 in package.json', () => {
    expect(engines).toBe(`>=${NODE_FLOOR.join('.')}`);
  });

  it('is 22.18 in the bootstrap: an older Node is replaced', () => {
    // The check the bootstrap runs on the Node it finds.
    const [, major, minor] = bootstrap.match(/a>(\d+)\|\|\(a===\d+&&b>=(\d+)\)/) ?? [];
    expect([Number(major), Number(minor)]).toEqual([...NODE_FLOOR]);
    expect(bootstrap).toContain(`older than ${NODE_FLOOR.join('.')}`);
  });

  it('is met by the Node the hosts are told to use', () => {
    expect(Number(readFileSync('.node-version', 'utf8').trim().split('.')[0])).toBeGreaterThanOrEqual(NODE_FLOOR[0]);
  });
});
