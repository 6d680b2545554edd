/**
 * FlexContent → fragment/index → FragmentBlock → FlexContent is a cycle. It is safe because
 * FragmentBlock touches FlexContent's exports only while rendering. Loading the fragment
 * side first (as a story or test of the block does) must still give a working registry.
 */
import { render, screen } from '@testing-library/react';
import { fragmentComponents } from './index';
import { FlexContent, type FlexBlock } from '../FlexContent';
import { ThemeRoot } from '../../styles/ThemeRoot';

it('loads from the fragment side first and renders through the registry', () => {
  expect(typeof fragmentComponents.default).toBe('function');
  const block = {
    __typename: 'WpPage_Flexcontent_Flex_Fragment',
    styletype: null,
    sectionId: null,
    fragment: {
      databaseId: 1,
      title: 'Kringloop',
      flexContent: { flex: [{ __typename: 'WpFlexFragment_Flexcontent_Flex_Banner', styletype: 'banner_default', sectionId: null, title: 'Uit het fragment', label: null, links: null }] },
    },
  } as unknown as FlexBlock;
  render(
    <ThemeRoot>
      <FlexContent blocks={[block]} page={{ uri: '/', title: 'Home' }} />
    </ThemeRoot>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Uit het fragment');
});
