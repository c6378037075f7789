import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { named } from '#src/routes/named';

// src/routes/named.ts: an unnamed plugin makes Fastify walk require.cache on every registration.
const ROUTES = path.join(__dirname, '../../src/routes');

describe('route plugins are registered with a name', () => {
  it('names every plugin src/routes registers', () => {
    const unnamed: string[] = [];
    let registrations = 0;
    for (const entry of readdirSync(ROUTES, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!line.includes('.register(')) return;
          registrations += 1;
          if (!/\.register\(named\(/.test(line)) unnamed.push(`${path.relative(ROUTES, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(unnamed).toEqual([]);
    expect(registrations).toBeGreaterThan(100);
  });

  it("gives Fastify the function's own name, or the one given", () => {
    const display = Symbol.for('fastify.display-name');
    const messages = async () => undefined;
    expect((named(messages) as unknown as Record<symbol, string>)[display]).toBe('messages');
    expect((named((() => async () => undefined)(), 'delete-entry') as unknown as Record<symbol, string>)[display]).toBe('delete-entry');
  });
});
