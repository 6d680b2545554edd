/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { componentIdsInHtml, projectProgram, styledComponents, type StyledComponentInfo } from './styled-interpolations';

const root = path.resolve(__dirname, '../..');

/** Two modules inside the repository (so they resolve styled-components and get the build's ids), in .data/ (ignored). */
const HELPERS = `import { css } from 'styled-components';
export const dynamicHelper = () => css<{ $on: boolean }>\`\${(p) => p.$on && 'display: none;'}\`;
export const textHelper = (value: string) => \`margin: \${value};\`;
`;

const COMPONENTS = `import styled, { css } from 'styled-components';
import { dynamicHelper, textHelper } from './helpers';
const plain = '1rem';
export const Static = styled.div\`padding: \${plain};\`;
export const Arrow = styled.div<{ $on: boolean }>\`color: \${(p) => (p.$on ? 'red' : 'blue')};\`;
const fragment = css<{ $on: boolean }>\`\${(p) => (p.$on ? 'display: none;' : '')}\`;
export const ThroughFragment = styled.div<{ $on: boolean }>\`\${fragment}\`;
export const Extends = styled(Arrow)\`margin: 0;\`;
export const Selector = styled.div\`\${Arrow}:hover & { color: red; }\`;
export const ViaHelper = styled.div<{ $on: boolean }>\`\${dynamicHelper()}\`;
export const ViaText = styled.div\`\${textHelper('1px')}\`;
export const Attribute = styled.div\`&:where([data-on]) { display: none; }\`;
`;

describe('styledComponents', () => {
  let dir: string;
  let found: StyledComponentInfo[];

  beforeAll(() => {
    mkdirSync(path.join(root, '.data'), { recursive: true });
    dir = mkdtempSync(path.join(root, '.data', 'styled-interpolations-'));
    writeFileSync(path.join(dir, 'helpers.ts'), HELPERS);
    writeFileSync(path.join(dir, 'components.tsx'), COMPONENTS);
    const program = projectProgram(root, [path.join(dir, 'components.tsx')]);
    found = styledComponents(root, path.relative(root, dir), program);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const byName = () => Object.fromEntries(found.map((component) => [component.name, component]));

  it('finds every styled component, not the css fragments, with the ids the build gives them in order', () => {
    expect(found.map((component) => component.name)).toEqual([
      'Static',
      'Arrow',
      'ThroughFragment',
      'Extends',
      'Selector',
      'ViaHelper',
      'ViaText',
      'Attribute',
    ]);
    const [hash] = /^sc-([a-z0-9]+)-0$/.exec(found[0]!.componentId)!.slice(1);
    expect(found.map((component) => component.componentId)).toEqual(found.map((_, position) => `sc-${hash}-${position}`));
  });

  it('tells dynamic templates (a function, itself or through a fragment, helper or base) from static ones', () => {
    const components = byName();
    const dynamic = Object.keys(components).filter((name) => components[name]!.dynamic);
    expect(dynamic).toEqual(['Arrow', 'ThroughFragment', 'Extends', 'ViaHelper']);
  });
});

describe('componentIdsInHtml', () => {
  it('takes the componentIds from class attributes only', () => {
    const html = '<div class="sc-abc-0 kXyZ"><p class="x sc-abc-12">sc-zzz-1</p><span data-x="sc-def-3"></span></div>';
    expect([...componentIdsInHtml(html)]).toEqual(['sc-abc-0', 'sc-abc-12']);
  });
});
