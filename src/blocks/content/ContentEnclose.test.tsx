import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { findPage } from '../../../mocks/content/index';
import { contentExamples } from '../../../mocks/content/examples/index';
import { toGatsbyContent } from '../../../mocks/content/gatsby-shape';
import { ThemeRoot } from '../../styles/ThemeRoot';
import type { PageContext } from '../types';
import { ContentEnclose } from './ContentEnclose';
import type { ContentBlock } from './fragment';
import { resetTypeformEmbed, TYPEFORM_EMBED_SCRIPT_URL, type TypeformEmbedApi } from './typeform';

const cloudscan = findPage('/cloudstatus/ontdekken/')!;
const fixture = contentExamples.content_enclose.default;
const block = toGatsbyContent(fixture);
const page: PageContext = { uri: cloudscan.uri, title: cloudscan.title, featuredImage: null };
const FORM_URL = `https://form.typeform.com/to/${fixture.typeformId}`;

const embedScripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${TYPEFORM_EMBED_SCRIPT_URL}"]`);

function renderEnclose(blocks: ContentBlock[] = [block]) {
  return render(
    <ThemeRoot>
      {blocks.map((item, position) => (
        <ContentEnclose key={position} block={item} index={position + 1} page={page} />
      ))}
    </ThemeRoot>,
  );
}

afterEach(() => resetTypeformEmbed());

describe('content_enclose on the server', () => {
  it('renders title, reserved space and the fallback link, but no embed container and no script', () => {
    const html = renderToString(
      <ThemeRoot>
        <ContentEnclose block={block} index={1} page={page} />
      </ThemeRoot>,
    );
    expect(html).toContain('Cloudscan');
    expect(html).toContain(`href="${FORM_URL}"`);
    expect(html).not.toContain('id="form"');
    // The live region is there, empty, so the loading and failure messages are announced later.
    const served = document.createElement('div');
    served.innerHTML = html;
    expect(within(served).getByRole('status')).toBeEmptyDOMElement();
    expect(html).not.toContain('embed.typeform.com');
    expect(embedScripts()).toHaveLength(0);
  });
});

describe('content_enclose in the browser', () => {
  it('adds the #form container after mounting and requests the embed script then', async () => {
    const { container } = renderEnclose();
    await waitFor(() => expect(container.querySelector('#form')).toBeInTheDocument());
    // Room for the form is reserved while it loads, so the page does not shift when it arrives.
    expect(getComputedStyle(container.querySelector('#form')!).height).toBe('37.5rem');
    expect(embedScripts()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Het formulier wordt geladen…');
    expect(screen.getByRole('link', { name: 'Open het formulier op typeform.com' })).toHaveAttribute('href', FORM_URL);
  });

  it('loads the script once for several blocks and gives each container its own id', async () => {
    const other = { ...block, typeformId: 'x9Y8z7W6' };
    const { container } = renderEnclose([block, other, block]);
    const formContainers = () => [...container.querySelectorAll('[id^="form"]')].map((element) => element.id);
    await waitFor(() => expect(formContainers()).toHaveLength(3));
    expect(formContainers()).toEqual(['form', 'form-x9Y8z7W6', 'form-a1B2c3D4']);
    expect(embedScripts()).toHaveLength(1);
  });

  it('creates the widget in the container once the script has loaded, and removes it on unmount', async () => {
    const unmountWidget = jest.fn();
    const createWidget = jest.fn<ReturnType<TypeformEmbedApi['createWidget']>, Parameters<TypeformEmbedApi['createWidget']>>(() => ({
      unmount: unmountWidget,
    }));
    const { container, unmount } = renderEnclose();
    await waitFor(() => expect(embedScripts()).toHaveLength(1));

    window.tf = { createWidget };
    act(() => {
      embedScripts()[0]!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(createWidget).toHaveBeenCalledTimes(1));
    expect(createWidget.mock.calls[0]![0]).toBe(fixture.typeformId);
    expect(createWidget.mock.calls[0]![1].container).toBe(container.querySelector('#form'));
    expect(screen.getByRole('status')).toHaveTextContent('');

    unmount();
    expect(unmountWidget).toHaveBeenCalledTimes(1);
  });

  it('keeps working without network: says so, keeps the link, and logs no error', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const { container } = renderEnclose();
    await waitFor(() => expect(embedScripts()).toHaveLength(1));

    act(() => {
      embedScripts()[0]!.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Het formulier kon niet worden geladen.'));
    // The room reserved for the form is given up.
    expect(getComputedStyle(container.querySelector('#form')!).height).toBe('0px');
    expect(screen.getByRole('link', { name: 'Open het formulier op typeform.com' })).toHaveAttribute('href', FORM_URL);
    expect(screen.getByRole('heading', { level: 2, name: 'Cloudscan' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('falls back when the embed library throws while creating the widget', async () => {
    renderEnclose();
    await waitFor(() => expect(embedScripts()).toHaveLength(1));
    window.tf = {
      createWidget: () => {
        throw new Error('kapot');
      },
    };
    act(() => {
      embedScripts()[0]!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Het formulier kon niet worden geladen.'));
  });

  it.each([
    ['no typeformId', { typeformId: null }],
    ['an unusable typeformId', { typeformId: 'niet <geldig>' }],
    ['another enclose type', { encloseType: 'hubspot' }],
  ])('with %s shows title and description only, and loads nothing', async (_case, fields) => {
    const { container } = renderEnclose([{ ...block, ...fields } as ContentBlock]);
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Cloudscan' })).toBeInTheDocument();
    expect(container.querySelector('#form')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(embedScripts()).toHaveLength(0);
  });
});
