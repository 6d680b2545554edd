import styled from 'styled-components';
import { Button } from '../ui/Button';
import { cssTheme } from '../styles/theme';

const Text = styled.p`
  margin: 0 0 ${cssTheme.space.lg};
`;

/**
 * What the newsletter modal shows until the Gravity Forms engine renders the newsletter
 * form: the form's description and a way to sign up by e-mail, so the button never
 * opens an empty dialog.
 */
export function NewsletterFallback({
  form,
  email,
}: {
  form: { title?: string | null; description?: string | null } | null;
  email: string | null;
}) {
  const subject = encodeURIComponent(`Aanmelding ${form?.title ?? 'nieuwsbrief'}`);
  return (
    <>
      <Text>{form?.description || 'Ontvang één keer per maand nieuws en tips over werken in de cloud.'}</Text>
      {email && (
        <Button href={`mailto:${email}?subject=${subject}`} appearance="primary">
          Aanmelden per e-mail
        </Button>
      )}
    </>
  );
}
