import { Readable } from 'node:stream';
import { parseBody, readRawBody } from './raw-body';

async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { raw: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') as string };
}

describe('readRawBody (a Function body on a host that does not parse it)', () => {
  it('parses a multipart body into fields, counting files', async () => {
    const { raw, contentType } = await multipart({ input_1: 'Jan', form_id: '5', upload: new Blob(['x'], { type: 'text/plain' }) });
    const result = await readRawBody(Readable.from([raw.subarray(0, 10), raw.subarray(10)]), contentType, 64 * 1024);
    expect(result).toEqual({ tooLarge: false, bytes: raw.length, body: { input_1: 'Jan', form_id: '5' }, fileCount: 1 });
  });

  it('stops reading past the limit', async () => {
    const result = await readRawBody(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 'application/json', 1000);
    expect(result).toEqual({ tooLarge: true, bytes: 1200 });
  });

  it('gives no fields for malformed multipart, a JSON array, or another content type', async () => {
    expect(await parseBody(Buffer.from('--x\r\nnonsense'), 'multipart/form-data; boundary=x')).toEqual({ body: {}, fileCount: 0 });
    expect(await parseBody(Buffer.from('[1,2]'), 'application/json')).toEqual({ body: {}, fileCount: 0 });
    expect(await parseBody(Buffer.from('a=1'), 'text/plain')).toEqual({ body: {}, fileCount: 0 });
  });

  it('parses urlencoded and JSON bodies; a repeated name becomes an array', async () => {
    expect(await parseBody(Buffer.from('input_1=Jan&input_7=a&input_7=b'), 'application/x-www-form-urlencoded')).toEqual({
      body: { input_1: 'Jan', input_7: ['a', 'b'] },
      fileCount: 0,
    });
    expect(await parseBody(Buffer.from('{"input_1":"Jan"}'), 'application/json; charset=utf-8')).toEqual({
      body: { input_1: 'Jan' },
      fileCount: 0,
    });
  });
});
