/**
 * Generated hostile requests to POST /api/package-quotation and the property every answer must
 * have: shared by the fuzzing of the local Function host (scripts/lib/function-host.fuzz.test.ts)
 * and of the Function as gatsby-adapter-netlify packages it (e2e/adapter-netlify.build.ts), so both
 * hosts face the same bodies.
 */
import fc from 'fast-check';
import { FILL_TIME_FIELD } from '../../src/quotation/spam';
import { FIELD_KEYS, SAMPLE_ITEMS } from './quotation';
import { deepJson, FUZZ_SEED, invalidUtf8, multipartBody, nastyText, type RawAnswer } from './fuzz-http';

/** A valid request's fields: the baseline the generators mutate. */
export const VALID_QUOTATION: Record<string, string> = {
  form_id: '5',
  [FIELD_KEYS.name]: 'Eva de Tester',
  [FIELD_KEYS.email]: 'eva@example.nl',
  [FIELD_KEYS.company]: 'Tester BV',
  [FIELD_KEYS.phone]: '0612345678',
  [FIELD_KEYS.comments]: 'Graag in mei.',
  [FIELD_KEYS.consent]: '1',
  quotation: JSON.stringify(SAMPLE_ITEMS),
  // As the dialog sends it: nine seconds to fill in (abuse.ts's speed check).
  [FILL_TIME_FIELD]: '9000',
};

/** The property every answer must have; returns the parsed body. */
export function expectClean(answer: Pick<RawAnswer, 'status' | 'body'>, context: string): { isValid: boolean; message: string } {
  const where = `${context} (seed ${FUZZ_SEED}) → ${answer.status} ${answer.body.toString().slice(0, 200)}`;
  if (answer.status >= 500 || answer.status < 200 || (answer.status >= 300 && answer.status < 400))
    throw new Error(`not a 2xx/4xx: ${where}`);
  let body: { isValid: boolean; message: string };
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  if (typeof body.isValid !== 'boolean' || typeof body.message !== 'string' || body.message.trim() === '')
    throw new Error(`no { isValid, message }: ${where}`);
  if (body.isValid !== (answer.status === 200)) throw new Error(`isValid disagrees with the status: ${where}`);
  return body;
}

/** The valid fields with some changed, dropped or added, in some order. */
const fieldsArbitrary = fc
  .record({
    changes: fc.dictionary(
      fc.constantFrom(...Object.keys(VALID_QUOTATION), 'input_99', 'quotation[]', ''),
      fc.oneof(nastyText(80), fc.constant(''), fc.string({ maxLength: 3000 })),
      { maxKeys: 4 },
    ),
    drop: fc.subarray(Object.keys(VALID_QUOTATION), { maxLength: 2 }),
  })
  .map(
    ({ changes, drop }) =>
      Object.entries({ ...VALID_QUOTATION, ...changes }).filter(([key]) => !drop.includes(key)) as Array<[string, string | Buffer]>,
  );

/** A body and its content type: well-formed, truncated, mislabelled, invalid UTF-8, deep, huge. */
export const quotationRequestArbitrary: fc.Arbitrary<{ label: string; body: Buffer; type: string | null }> = fc.oneof(
  fieldsArbitrary.map((fields) => ({ label: 'multipart', ...multipartBody(fields) })),
  fc.tuple(fieldsArbitrary, fc.nat()).map(([fields, cut]) => {
    const { body, type } = multipartBody(fields);
    return { label: 'truncated multipart', body: body.subarray(0, cut % body.length), type };
  }),
  fc
    .tuple(
      fieldsArbitrary,
      fc.constantFrom(
        'text/plain',
        'application/octet-stream',
        'image/png',
        'application/xml',
        'multipart/mixed; boundary=----fuzz7MA4YWxkTrZu0gW',
        null,
      ),
    )
    .map(([fields, type]) => ({ label: `multipart labelled ${type}`, body: multipartBody(fields).body, type })),
  fc.tuple(fc.constantFrom(...Object.keys(VALID_QUOTATION)), invalidUtf8).map(([key, bytes]) => ({
    label: `invalid UTF-8 in ${key}`,
    ...multipartBody(
      Object.entries({ ...VALID_QUOTATION }).map(
        ([name, value]) => [name, name === key ? Buffer.concat([Buffer.from('x'), bytes]) : value] as [string, string | Buffer],
      ),
    ),
  })),
  fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('array' as const, 'object' as const)).map(([depth, kind]) => ({
    label: `JSON ${depth} deep`,
    body: Buffer.from(deepJson(depth, kind)),
    type: 'application/json',
  })),
  fc.integer({ min: 1, max: 5000 }).map((depth) => ({
    label: `quotation JSON ${depth} deep`,
    ...multipartBody(Object.entries({ ...VALID_QUOTATION, quotation: deepJson(depth, 'array') })),
  })),
  fc.tuple(fieldsArbitrary, fc.constantFrom('application/x-www-form-urlencoded', 'application/json')).map(([fields, type]) => ({
    label: type,
    body: Buffer.from(
      type === 'application/json'
        ? JSON.stringify(Object.fromEntries(fields.map(([key, value]) => [key, value.toString()])))
        : new URLSearchParams(fields.map(([key, value]) => [key, value.toString()])).toString(),
    ),
    type,
  })),
  fc.tuple(fc.constantFrom(...Object.keys(VALID_QUOTATION)), fc.integer({ min: 1000, max: 200_000 })).map(([key, size]) => ({
    label: `${size}-character ${key}`,
    ...multipartBody(Object.entries({ ...VALID_QUOTATION, [key]: 'x'.repeat(size) })),
  })),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({
    label: 'random bytes as multipart',
    body: Buffer.from(bytes),
    type: 'multipart/form-data; boundary=----fuzz7MA4YWxkTrZu0gW',
  })),
);
