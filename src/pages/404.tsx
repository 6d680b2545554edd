import type { HeadProps, PageProps } from 'gatsby';
import styled from 'styled-components';
import { SiteLayout } from '../layout/SiteLayout';
import { Seo } from '../layout/Seo';
import { Button, ButtonGroup } from '../ui/Button';
import { Container } from '../ui/Container';
import { cssTheme } from '../styles/theme';

const TITLE = 'Pagina niet gevonden';
const TEXT =
  'De pagina die je zoekt bestaat niet (meer) of is verplaatst. Ga terug naar de homepage of neem contact met ons op, dan helpen we je verder.';

const Section = styled(Container).attrs({ as: 'section' as const })`
  padding-block: ${cssTheme.space.xxl};
`;

const Title = styled.h1`
  font-size: ${cssTheme.fontSizes.h1};
`;

const Text = styled.p`
  max-width: 40rem;
  margin: 0 0 ${cssTheme.space.xl};
  font-size: ${cssTheme.fontSizes.lead};
  color: ${cssTheme.colors.textMuted};
`;

export default function NotFoundPage({ location }: PageProps) {
  return (
    <SiteLayout location={location}>
      <Section aria-labelledby="not-found-title">
        <Title id="not-found-title">{TITLE}</Title>
        <Text>{TEXT}</Text>
        <ButtonGroup>
          <Button href="/" appearance="primary">
            Naar de homepage
          </Button>
          <Button href="/contact/" appearance="secondary">
            Contact opnemen
          </Button>
        </ButtonGroup>
      </Section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={TEXT} pathname={location.pathname} noindex />;
}
