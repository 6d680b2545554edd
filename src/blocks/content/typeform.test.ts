import {
  claimContainerId,
  loadTypeformEmbed,
  resetTypeformEmbed,
  TYPEFORM_EMBED_SCRIPT_URL,
  typeformIdOf,
  typeformUrl,
  type TypeformEmbedApi,
} from './typeform';

const embedScripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${TYPEFORM_EMBED_SCRIPT_URL}"]`);

/** What the real script does when it has run: define window.tf. */
function fakeEmbedLoaded(script: HTMLScriptElement) {
  const api: TypeformEmbedApi = { createWidget: jest.fn(() => ({ unmount: jest.fn() })) };
  window.tf = api;
  script.dispatchEvent(new Event('load'));
  return api;
}

afterEach(() => resetTypeformEmbed());

describe('typeformIdOf', () => {
  it.each([
    ['a1B2c3D4', 'a1B2c3D4'],
    ['  a1B2c3D4 ', 'a1B2c3D4'],
    ['https://form.typeform.com/to/a1B2c3D4', 'a1B2c3D4'],
    ['https://wolkwerk.typeform.com/to/a1B2c3D4?typeform-source=wolkwerk.nl', 'a1B2c3D4'],
    ['https://admin.typeform.com/form/a1B2c3D4/create', 'a1B2c3D4'],
  ])('reads %p', (value, id) => {
    expect(typeformIdOf(value)).toBe(id);
  });

  it.each([null, undefined, '', '   ', 'a1B2 c3D4', '../../evil', 'https://example.com/to/a1B2c3D4', '<script>'])(
    'gives null for %p',
    (value) => {
      expect(typeformIdOf(value)).toBeNull();
    },
  );
});

describe('typeformUrl', () => {
  it('links to the form on Typeform', () => {
    expect(typeformUrl('a1B2c3D4')).toBe('https://form.typeform.com/to/a1B2c3D4');
  });
});

describe('loadTypeformEmbed', () => {
  it('adds nothing to the page until it is called', () => {
    expect(embedScripts()).toHaveLength(0);
  });

  it('injects the async embed script once and resolves with window.tf when it has loaded', async () => {
    const first = loadTypeformEmbed();
    const second = loadTypeformEmbed();
    expect(second).toBe(first);
    const scripts = embedScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);

    const api = fakeEmbedLoaded(scripts[0]!);
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('resolves at once, without another script, when the embed is already on the page', async () => {
    const loading = loadTypeformEmbed();
    const api = fakeEmbedLoaded(embedScripts()[0]!);
    await loading;

    await expect(loadTypeformEmbed()).resolves.toBe(api);
    expect(embedScripts()).toHaveLength(1);
  });

  it('rejects (for every waiting block) when the script cannot be loaded, removes it and tries again next time', async () => {
    const first = loadTypeformEmbed();
    const second = loadTypeformEmbed();
    embedScripts()[0]!.dispatchEvent(new Event('error'));

    await expect(first).rejects.toThrow('could not be loaded');
    await expect(second).rejects.toThrow('could not be loaded');
    expect(embedScripts()).toHaveLength(0);

    const retry = loadTypeformEmbed();
    expect(retry).not.toBe(first);
    expect(embedScripts()).toHaveLength(1);
    const api = fakeEmbedLoaded(embedScripts()[0]!);
    await expect(retry).resolves.toBe(api);
  });

  it('rejects when the script loads but does not define the embed api', async () => {
    const loading = loadTypeformEmbed();
    embedScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('without window.tf');
    expect(embedScripts()).toHaveLength(0);
  });

  it('rejects without a document (server-side rendering)', async () => {
    await expect(loadTypeformEmbed(null)).rejects.toThrow('browser document');
  });
});

describe('claimContainerId', () => {
  it('gives the first block id "form" and later blocks ids of their own, reusing released ones', () => {
    const first = claimContainerId('a1B2c3D4');
    const second = claimContainerId('a1B2c3D4');
    const third = claimContainerId('a1B2c3D4');
    const other = claimContainerId('x9Y8');
    expect([first.id, second.id, third.id, other.id]).toEqual(['form', 'form-a1B2c3D4', 'form-a1B2c3D4-2', 'form-x9Y8']);

    first.release();
    expect(claimContainerId('x9Y8').id).toBe('form');
  });
});
