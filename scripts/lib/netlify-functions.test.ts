/** @jest-environment node */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { patchHandlerSource, REQUEST_LINE } from './netlify-functions';

describe('the Netlify handler fix (netlify-functions.ts)', () => {
  const adapterSource = readFileSync(path.join(path.dirname(require.resolve('gatsby-adapter-netlify')), 'lambda-handler.js'), 'utf8');

  it("finds the installed adapter's request line, adds the fix once, and fails loudly without the line", () => {
    expect(adapterSource).toContain(REQUEST_LINE);
    const once = patchHandlerSource(adapterSource, 'handler.js');
    expect(once).toContain('delete req._destroy');
    expect(patchHandlerSource(once, 'handler.js')).toBe(once);
    expect(() => patchHandlerSource('const req = new Readable()', 'handler.js')).toThrow(/no longer builds its request/);
  });

  it('a request built as the adapter builds it, with the fix, is read to its end and destroyed without its socket', async () => {
    const req = Object.assign(new Readable(), http.IncomingMessage.prototype) as Readable;
    delete (req as { _destroy?: unknown })._destroy;
    req.push(Buffer.from('{"form_id":5}'));
    req.push(null);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('{"form_id":5}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(req.destroyed).toBe(true);
  });
});
