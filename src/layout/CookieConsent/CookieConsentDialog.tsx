import { Link } from 'gatsby';
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { transitionOf } from '../../styles/motion';
import { Modal } from '../../ui/Modal';
import type { CookieConsent } from './consent';
import { useCookieConsent } from './cookie-consent-store';
import { cssTheme } from '../../styles/theme';

export interface CookieConsentDialogProps {
  open: boolean;
  /** Called when the visitor closes the dialog or has made a choice. */
  onClose: () => void;
}

const Intro = styled.p`
  margin: 0 0 ${cssTheme.space.md};
`;

const Choices = styled.fieldset`
  margin: 0 0 ${cssTheme.space.md};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${cssTheme.space.sm};
  padding: 0;
  font-weight: 700;
  color: ${cssTheme.colors.navy};
`;

const Category = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${cssTheme.space.xs} ${cssTheme.space.sm};
  padding: ${cssTheme.space.sm} 0;

  & + & {
    border-top: 1px solid ${cssTheme.colors.border};
  }
`;

const Checkbox = styled.input`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.2rem 0 0;
  accent-color: ${cssTheme.colors.navy};
`;

const CategoryLabel = styled.label`
  font-weight: 600;
`;

const CategoryText = styled.p`
  grid-column: 2;
  margin: 0;
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.textMuted};
`;

const Saved = styled.p`
  margin: 0 0 ${cssTheme.space.md};
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.small};
  font-size: ${cssTheme.fontSizes.small};
  background: ${cssTheme.colors.surface};
`;

/** The two choices side by side where they fit, saving the ticked boxes below them. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.sm};
`;

const actionStyle = css`
  flex: 1 1 auto;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 2px solid ${cssTheme.colors.navy};
  border-radius: ${cssTheme.radii.button};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  transition: ${transitionOf(['background-color', 'color'])};
`;

/** Accepting and refusing look the same: refusing must be as easy as accepting. */
const ChoiceButton = styled.button`
  ${actionStyle}
  white-space: nowrap;
  background: ${cssTheme.colors.navy};
  color: ${cssTheme.colors.white};

  &:hover {
    background: ${cssTheme.colors.navyHover};
  }
`;

const SaveButton = styled.button`
  ${actionStyle}
  flex-basis: 100%;
  background: transparent;
  color: ${cssTheme.colors.navy};

  &:hover {
    background: ${cssTheme.colors.surface};
  }
`;

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });

/** "Je keuze van 3 juni 2025: alleen noodzakelijke cookies." */
export function describeConsent(consent: CookieConsent): string {
  const what = consent.analytics ? 'noodzakelijke en analytische cookies' : 'alleen noodzakelijke cookies';
  return `Je keuze van ${dateFormat.format(new Date(consent.date))}: ${what}.`;
}

/** The dialog's content: mounted each time the dialog opens, so it starts from the saved choice. */
function CookieChoices({ onDone }: { onDone: () => void }) {
  const { consent, save } = useCookieConsent();
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const id = useId();

  const choose = (allowAnalytics: boolean) => {
    save(allowAnalytics);
    onDone();
  };

  return (
    <>
      <Intro>
        We gebruiken cookies om deze website goed te laten werken. Met jouw toestemming meten we ook hoe de website wordt gebruikt, zodat we
        hem kunnen verbeteren. Meer hierover lees je in onze <Link to="/privacyverklaring/">privacyverklaring</Link>.
      </Intro>
      {consent && <Saved data-consent-saved="">{describeConsent(consent)}</Saved>}
      <Choices>
        <Legend>Jouw voorkeuren</Legend>
        <Category>
          <Checkbox type="checkbox" id={`${id}-necessary`} checked disabled aria-describedby={`${id}-necessary-text`} />
          <CategoryLabel htmlFor={`${id}-necessary`}>Noodzakelijke cookies</CategoryLabel>
          <CategoryText id={`${id}-necessary-text`}>
            Nodig om de website te laten werken en om deze keuze te onthouden. Staan altijd aan.
          </CategoryText>
        </Category>
        <Category>
          <Checkbox
            type="checkbox"
            id={`${id}-analytics`}
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
            aria-describedby={`${id}-analytics-text`}
          />
          <CategoryLabel htmlFor={`${id}-analytics`}>Analytische cookies</CategoryLabel>
          <CategoryText id={`${id}-analytics-text`}>
            Statistieken over het gebruik van de website, zonder dat we je persoonlijk volgen.
          </CategoryText>
        </Category>
      </Choices>
      <Actions>
        <ChoiceButton type="button" onClick={() => choose(false)}>
          Alleen noodzakelijk
        </ChoiceButton>
        <ChoiceButton type="button" onClick={() => choose(true)}>
          Alles accepteren
        </ChoiceButton>
        <SaveButton type="button" onClick={() => choose(analytics)}>
          Keuze opslaan
        </SaveButton>
      </Actions>
    </>
  );
}

/**
 * The cookie consent dialog (docs/behaviour/routes-and-layout.md#cookie-consent): necessary cookies are always on, analytics
 * cookies only with the visitor's consent. The choice is remembered (consent.ts) and shown
 * when the dialog is opened again.
 */
export function CookieConsentDialog({ open, onClose }: CookieConsentDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Cookies">
      <CookieChoices onDone={onClose} />
    </Modal>
  );
}
