import { act, fireEvent, render, screen } from '@testing-library/react';
import { toGatsbyGravityForm } from '../../mocks/content/gatsby-shape';
import { FORM, findForm } from '../../mocks/content/index';
import { ThemeRoot } from '../styles/ThemeRoot';
import { PaintedGravityForm } from './PaintedGravityForm';

// The engine's chunk does not arrive (offline, a failed deploy): its import rejects.
jest.mock('./GravityForm', () => {
  throw new Error('ChunkLoadError: Loading chunk form-engine failed.');
});

it('keeps the static form and shows everyone the other way to reach the company when the engine cannot load', async () => {
  render(
    <ThemeRoot>
      <PaintedGravityForm form={toGatsbyGravityForm(findForm(FORM.contact)!)} alternative={<p>Lukt verzenden niet? Bel ons.</p>} />
    </ThemeRoot>,
  );
  // Without JavaScript's failure the line is in a <noscript>, which a browser with scripts does not show.
  expect(screen.queryByText(/Lukt verzenden niet/)).toBeNull();
  const name = screen.getByLabelText(/^Naam/);
  await act(async () => {
    fireEvent.focusIn(name);
    fireEvent.change(name, { target: { value: 'Jan' } });
  });
  expect(await screen.findByText('Lukt verzenden niet? Bel ons.')).toBeVisible();
  // The static form stays, with what was typed.
  expect(screen.getByLabelText(/^Naam/)).toBe(name);
  expect(name).toHaveValue('Jan');
  expect(screen.getByRole('button', { name: 'Verstuur' })).toBeDisabled();
});
