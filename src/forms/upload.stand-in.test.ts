/**
 * @jest-environment node
 *
 * The engine's submit against the real stand-in process (mocks/wordpress), which reads a
 * multi-file field only from `gform_uploaded_files` naming files its upload page
 * (`?gf_page=upload`, upload-route.ts) took, as Gravity Forms 2.8.7 does: the files reach the
 * entry; a refused file stops the submission. The address country goes as GF's name.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toGatsbyGravityForm } from '../../mocks/content/gatsby-shape';
import { FORM, forms } from '../../mocks/content/forms';
import { startStandInProcess, type StandInProcess } from '../../mocks/wordpress/stand-in-process';
import { normalizeForm } from './normalize';
import { submit } from './submit';
import type { FormDefinition, FormValues } from './types';
import { defaultValues } from './values';

let standIn: StandInProcess;
let intake: FormDefinition;

beforeAll(async () => {
  standIn = await startStandInProcess();
  intake = normalizeForm(toGatsbyGravityForm(forms.find((item) => item.databaseId === FORM.migrationIntake)!), {
    wordpressUrl: standIn.base,
  });
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

async function entries(formId: number): Promise<Array<{ id: number; values: Record<string, unknown> }>> {
  const text = await readFile(path.join(standIn.dataDir, 'entries', `form-${formId}.jsonl`), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function values(files: File[], marker: string): FormValues {
  return {
    ...defaultValues(intake),
    input_2_3: 'Sanne',
    input_2_6: 'de Vries',
    input_3: 'sanne@devries-ict.nl',
    input_4: '0301234567',
    input_5: 'Particulier',
    input_10: 'Weet ik niet',
    input_13: 'VPS',
    input_16: files,
    input_19: 'Videobellen',
    input_21: marker,
    input_23: true,
  };
}

describe('submit with multi-file uploads against the stand-in', () => {
  it('uploads the files, submits gform_uploaded_files, and the entry holds the files and the country name', async () => {
    expect(intake.apiURL).toBe(`${standIn.base}/wp-json/gf/v2/forms/${FORM.migrationIntake}`);
    const marker = `Kenmerk ${Date.now()}`;
    const files = [
      new File(['%PDF-1.4 netwerk'], 'netwerk.pdf', { type: 'application/pdf' }),
      new File(['png'], 'schets.png', { type: 'image/png' }),
    ];
    const result = await submit(intake, values(files, marker));
    expect(result).toMatchObject({ status: 'done' });
    const entry = (await entries(FORM.migrationIntake)).find((candidate) => candidate.values['21'] === marker)!;
    expect(entry).toBeDefined();
    expect(entry.values['16']).toEqual([
      `entries/uploads/form-${FORM.migrationIntake}/${entry.id}/netwerk.pdf`,
      `entries/uploads/form-${FORM.migrationIntake}/${entry.id}/schets.png`,
    ]);
    expect((entry.values['24'] as Record<string, string>)['24.6']).toBe('Netherlands');
  }, 30_000);

  it('a refused file: the field’s message, no entry', async () => {
    const marker = `Kenmerk ${Date.now()} geweigerd`;
    const result = await submit(intake, values([new File(['MZ'], 'setup.exe')], marker));
    expect(result).toEqual({ status: 'invalid', validationMessages: { '16': ['setup.exe - The uploaded file type is not allowed.'] } });
    expect((await entries(FORM.migrationIntake)).find((candidate) => candidate.values['21'] === marker)).toBeUndefined();
  }, 30_000);
});
