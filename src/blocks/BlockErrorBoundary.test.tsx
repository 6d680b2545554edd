import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../styles/ThemeRoot';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BlockWarningsContext } from './UnknownBlock';

function Broken(): never {
  throw new TypeError("Cannot read properties of null (reading 'map')");
}

function renderBroken(showWarnings: boolean) {
  return render(
    <ThemeRoot>
      <BlockWarningsContext.Provider value={showWarnings}>
        <p>Voor</p>
        <BlockErrorBoundary kind="Repeat" styletype="repeat_faq">
          <Broken />
        </BlockErrorBoundary>
        <p>Na</p>
      </BlockWarningsContext.Provider>
    </ThemeRoot>,
  );
}

describe('BlockErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;
  beforeEach(() => {
    // React reports caught errors on the console; the boundary's own warning too.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it('keeps the rest of the page when a block throws, and renders nothing for it in production', () => {
    const { container } = renderBroken(false);
    expect(screen.getByText('Voor')).toBeInTheDocument();
    expect(screen.getByText('Na')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('shows which block failed in development and Storybook', () => {
    renderBroken(true);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Block “Repeat” with styletype “repeat_faq” failed to render: it is not rendered in production.');
    expect(consoleWarn).toHaveBeenCalled();
  });
});
