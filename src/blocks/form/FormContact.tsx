import styled from 'styled-components';
import { ContactDetails } from '../../layout/ContactDetails';
import { useSiteInfo } from '../../layout/SiteInfoContext';
import { fromMediaItem } from '../shared';
import { Image } from '../../ui/Image';
import type { BlockProps } from '../types';
import type { FormBlock } from './fragment';
import { FormSection } from './FormSection';
import { cssTheme } from '../../styles/theme';

/** The contact form (Gravity Forms id 1): its block also shows LinkedIn and 'Login Operator' (docs/behaviour/blocks.md#form-blocks). */
export const CONTACT_FORM_ID = 1;

const Visual = styled.div`
  border-radius: ${cssTheme.radii.card};
  overflow: hidden;
`;

/**
 * form_contact (docs/behaviour/blocks.md#form-blocks): title, description and the form, with the block's image
 * (imageDesktop) or, without one, the contact details from the site settings.
 */
export function FormContact(props: BlockProps<FormBlock>) {
  const info = useSiteInfo();
  const { block } = props;
  const image = block.imageDesktop?.image;
  const isContactForm = block.form?.databaseId === CONTACT_FORM_ID;
  const aside = image ? (
    <Visual>
      <Image {...fromMediaItem(image)} position={block.imageDesktop?.position} sizes="(min-width: 1024px) 50vw, 100vw" />
    </Visual>
  ) : (
    <ContactDetails info={info} withLinkedIn={isContactForm} withLoginOperator={isContactForm} />
  );
  return <FormSection {...props} aside={aside} />;
}
