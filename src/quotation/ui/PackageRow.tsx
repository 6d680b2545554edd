import { forwardRef, useId } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { OFFICE_FEATURE_LABELS, packageSpecs } from '../specs';
import { CheckList } from '../../ui/CheckList';
import { formatPrice } from '../../lib/format';
import { ANSWER_LABELS, OPERATING_SYSTEM_LABELS, QUOTATION_COPY } from '../copy';
import {
  allowedUpgrades,
  askedOfficeOptions,
  decrementRemoves,
  EXTRA_LABELS,
  EXTRA_PRICES_CENTS,
  isWindows,
  minimumAmount,
  monthlyCents,
  MAX_AMOUNT,
} from '../pricing';
import type { QuotationAction } from '../state';
import type { OfficeOptionKey, OperatingSystem, OptionAnswer, QuotationItem, QuotationPackage, UpgradeKey } from '../types';
import { isOperatingSystem } from '../types';
import type { ItemProblem } from '../validation';
import { Stepper } from './Stepper';
import { cssTheme } from '../../styles/theme';

const pulseFrames = `
  0% { box-shadow: 0 0 0 0 rgb(194 65 12 / 0.55); }
  70% { box-shadow: 0 0 0 12px rgb(194 65 12 / 0); }
  100% { box-shadow: 0 0 0 0 rgb(194 65 12 / 0); }
`;
/** Two names for one pulse: each new try switches the name, which restarts the animation without remounting the row. */
const pulses = [keyframes`${pulseFrames}`, keyframes`${pulseFrames}`];

const Row = styled.article<{ $error: boolean; $attempt: number }>`
  display: grid;
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.lg};
  border: 2px solid ${({ theme, $error }) => ($error ? theme.colors.orange : theme.colors.border)};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.background};
  scroll-margin: 10rem 0 6rem;

  &:focus-visible {
    outline: 3px solid ${cssTheme.colors.focus};
    outline-offset: 2px;
  }

  ${({ $error, $attempt }) =>
    $error &&
    css`
      animation: ${pulses[$attempt % 2]} 1.2s ease-out 3;

      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${cssTheme.space.sm};
`;

const Title = styled.h4`
  margin: 0;
  font-size: ${cssTheme.fontSizes.lead};
  color: ${cssTheme.colors.navy};
`;

const LinePrice = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${cssTheme.colors.navy};
`;

const Specs = styled.p`
  margin: 0;
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.textMuted};
`;

const Features = styled(CheckList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.xs} ${cssTheme.space.md};
  font-size: ${cssTheme.fontSizes.small};
`;

const Banner = styled.p`
  margin: 0;
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.small};
  background: ${cssTheme.colors.warningBackground};
  color: ${cssTheme.colors.warning};
  font-weight: 700;
`;

const Group = styled.div`
  display: grid;
  gap: ${cssTheme.space.sm};
  padding-top: ${cssTheme.space.md};
  border-top: 1px solid ${cssTheme.colors.border};
`;

const GroupTitle = styled.h5`
  margin: 0;
  font-size: ${cssTheme.fontSizes.body};
  color: ${cssTheme.colors.navy};
`;

const Field = styled.div`
  display: grid;
  gap: ${cssTheme.space.xs};

  & label {
    font-size: ${cssTheme.fontSizes.small};
  }

  & select {
    min-height: 2.75rem;
    padding: 0 ${cssTheme.space.sm};
    border: 1px solid ${cssTheme.colors.border};
    border-radius: ${cssTheme.radii.small};
    background: ${cssTheme.colors.background};
    font: inherit;
    color: ${cssTheme.colors.text};
  }

  & select[aria-invalid='true'] {
    border: 2px solid ${cssTheme.colors.orange};
  }
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssTheme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    float: left;
    padding: 0;
    font-size: ${cssTheme.fontSizes.small};
  }

  & .answers {
    display: inline-flex;
    gap: ${cssTheme.space.md};
  }

  & .answers label {
    display: inline-flex;
    align-items: center;
    gap: ${cssTheme.space.xs};
    min-height: 2.75rem;
    cursor: pointer;
  }

  & input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${cssTheme.colors.orange};
  }
`;

const RemoveButton = styled.button`
  justify-self: start;
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${cssTheme.colors.textMuted};
  font: inherit;
  font-size: ${cssTheme.fontSizes.small};
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${cssTheme.colors.orange};
  }
`;

export interface PackageRowProps {
  pkg: QuotationPackage;
  item: QuotationItem;
  dispatch: (action: QuotationAction) => void;
  /** The row's problem after 'Mail mij de offerte', shown as a banner with a pulsing border. */
  problem: (ItemProblem & { attempt: number }) | null;
  /** The package title's heading level (its groups get the next one). */
  headingLevel?: 3 | 4 | 5;
}

const perMonth = (cents: number) => `+ ${formatPrice(cents, { perMonth: true })}`;

/** The id of the row's banner, which describes the row and its control with a missing choice. */
const bannerIdOf = (rowId: string) => `${rowId}-banner`;

/** An upgrade's price per unit and its maximum, under its stepper. */
function upgradeHint(pkg: QuotationPackage, key: UpgradeKey): string {
  const unit = key === 'storage' && pkg.cheapStorage ? EXTRA_PRICES_CENTS.storageCheap : EXTRA_PRICES_CENTS[key];
  return `${perMonth(unit)} · ${QUOTATION_COPY.max(pkg.upgrades[key].max)}`;
}

/** The id of the control that needs the visitor's answer, for the builder to focus. */
export function problemControlId(rowId: string, problem: ItemProblem): string {
  return problem.kind === 'operatingSystem' ? `${rowId}-os` : `${rowId}-option-0`;
}

/**
 * A chosen package (docs/behaviour/packages-and-quotation.md#items-and-quantities): its quantity stepper (minus at the minimum removes the line,
 * 0 typed removes it), a remove control, the operating system it offers, the office options it
 * asks (yes or no) and the upgrades it allows, each within its maximum. The line's monthly
 * price follows every change. A missing required choice shows its banner (docs/behaviour/packages-and-quotation.md#before-the-dialog).
 */
export const PackageRow = forwardRef<HTMLElement, PackageRowProps>(function PackageRow(
  { pkg, item, dispatch, problem, headingLevel = 4 },
  ref,
) {
  const rowId = `quotation-row-${pkg.databaseId}`;
  const titleId = useId();
  const bannerId = bannerIdOf(rowId);
  const specs = packageSpecs({ vcpu: pkg.vcpu, ram: pkg.ramGb, nvme: pkg.nvmeGb });
  const removesOnMinus = decrementRemoves(item, pkg);

  return (
    <Row
      ref={ref}
      id={rowId}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={problem ? bannerId : undefined}
      $error={problem !== null}
      $attempt={problem?.attempt ?? 0}
      data-package-id={pkg.databaseId}
      data-error={problem ? 'true' : undefined}
    >
      <Head>
        <Title as={`h${headingLevel}`} id={titleId}>
          {pkg.title}
        </Title>
        <LinePrice data-testid="line-price">{formatPrice(monthlyCents(pkg, item), { perMonth: true })}</LinePrice>
      </Head>
      {specs.length > 0 && <Specs>{specs.join(' · ')}</Specs>}
      {pkg.features.length > 0 && (
        <Features aria-label="Features">
          {pkg.features.map((feature) => (
            <li key={feature}>{OFFICE_FEATURE_LABELS[feature]}</li>
          ))}
        </Features>
      )}
      {problem && (
        <Banner id={bannerId} role="alert">
          {problem.message}
        </Banner>
      )}
      <Stepper
        id={`${rowId}-amount`}
        label={QUOTATION_COPY.amount}
        inputLabel={QUOTATION_COPY.amountLabel(pkg.title)}
        value={item.amount}
        min={minimumAmount(pkg)}
        max={MAX_AMOUNT}
        decrementAtMin
        decrementLabel={
          removesOnMinus
            ? QUOTATION_COPY.lessRemoves(QUOTATION_COPY.amountLabel(pkg.title))
            : QUOTATION_COPY.less(QUOTATION_COPY.amountLabel(pkg.title))
        }
        incrementLabel={QUOTATION_COPY.more(QUOTATION_COPY.amountLabel(pkg.title))}
        onDecrement={() => dispatch({ type: 'decrement', pkg })}
        onIncrement={() => dispatch({ type: 'increment', pkg })}
        onCommit={(amount) => dispatch({ type: 'setAmount', pkg, amount })}
        data-testid="amount"
      />
      <RowOptions pkg={pkg} item={item} dispatch={dispatch} problem={problem} rowId={rowId} headingLevel={headingLevel + 1} />
      <RowUpgrades pkg={pkg} item={item} dispatch={dispatch} rowId={rowId} headingLevel={headingLevel + 1} />
      <RemoveButton
        type="button"
        aria-label={QUOTATION_COPY.removeLabel(pkg.title)}
        onClick={() => dispatch({ type: 'remove', packageId: pkg.databaseId })}
      >
        {QUOTATION_COPY.remove}
      </RemoveButton>
    </Row>
  );
});

interface RowGroupProps extends Pick<PackageRowProps, 'pkg' | 'item' | 'dispatch'> {
  rowId: string;
  /** The group title's heading level: one below the package title's. */
  headingLevel: number;
}

/**
 * The row's 'Opties': the operating system it offers and the office options it asks (yes or no);
 * nothing when it has neither. A missing choice is marked invalid and described by the row's banner.
 */
function RowOptions({ pkg, item, dispatch, problem, rowId, headingLevel }: RowGroupProps & Pick<PackageRowProps, 'problem'>) {
  const options = askedOfficeOptions(pkg);
  if (pkg.operatingSystems.length === 0 && options.length === 0) return null;
  const bannerId = bannerIdOf(rowId);
  const osMissing = problem?.kind === 'operatingSystem';
  const optionsMissing = problem?.kind === 'officeOptions';
  return (
    <Group role="group" aria-labelledby={`${rowId}-options-title`}>
      <GroupTitle as={`h${headingLevel}`} id={`${rowId}-options-title`}>
        {QUOTATION_COPY.options}
      </GroupTitle>
      {pkg.operatingSystems.length > 0 && (
        <Field>
          <label htmlFor={`${rowId}-os`}>{QUOTATION_COPY.operatingSystem}</label>
          <select
            id={`${rowId}-os`}
            value={item.operatingSystem ?? ''}
            aria-invalid={osMissing || undefined}
            aria-describedby={osMissing ? bannerId : undefined}
            onChange={(event) =>
              dispatch({
                type: 'setOperatingSystem',
                pkg,
                os: isOperatingSystem(event.target.value) ? (event.target.value as OperatingSystem) : null,
              })
            }
          >
            <option value="">{QUOTATION_COPY.chooseOperatingSystem}</option>
            {pkg.operatingSystems.map((os) => (
              <option key={os} value={os}>
                {OPERATING_SYSTEM_LABELS[os]}
                {isWindows(os) ? ` (${perMonth(EXTRA_PRICES_CENTS.windowsOs)})` : ''}
              </option>
            ))}
          </select>
        </Field>
      )}
      {options.map((key: OfficeOptionKey, position) => (
        <Fieldset key={key} aria-invalid={optionsMissing && item.officeOptions[key] === null ? true : undefined}>
          <legend>
            {EXTRA_LABELS[key]} <span>({perMonth(EXTRA_PRICES_CENTS[key])})</span>
          </legend>
          <span className="answers">
            {(['yes', 'no'] as const).map((answer: Exclude<OptionAnswer, null>) => (
              <label key={answer}>
                <input
                  id={answer === 'yes' ? `${rowId}-option-${position}` : undefined}
                  type="radio"
                  name={`${rowId}-${key}`}
                  value={answer}
                  checked={item.officeOptions[key] === answer}
                  onChange={() => dispatch({ type: 'setOfficeOption', pkg, key, answer })}
                />
                {ANSWER_LABELS[answer]}
              </label>
            ))}
          </span>
        </Fieldset>
      ))}
    </Group>
  );
}

/** The row's 'Upgrades' it allows, each a stepper within its maximum; nothing when it allows none. */
function RowUpgrades({ pkg, item, dispatch, rowId, headingLevel }: RowGroupProps) {
  const upgrades = allowedUpgrades(pkg);
  if (upgrades.length === 0) return null;
  return (
    <Group role="group" aria-labelledby={`${rowId}-upgrades-title`}>
      <GroupTitle as={`h${headingLevel}`} id={`${rowId}-upgrades-title`}>
        {QUOTATION_COPY.upgrades}
      </GroupTitle>
      {upgrades.map((key) => (
        <Stepper
          key={key}
          id={`${rowId}-${key}`}
          label={EXTRA_LABELS[key]}
          inputLabel={`${EXTRA_LABELS[key]} ${QUOTATION_COPY.perPackage}, ${pkg.title}`}
          value={item.upgrades[key]}
          min={0}
          max={pkg.upgrades[key].max}
          hint={upgradeHint(pkg, key)}
          decrementLabel={QUOTATION_COPY.less(EXTRA_LABELS[key])}
          incrementLabel={QUOTATION_COPY.more(EXTRA_LABELS[key])}
          onDecrement={() => dispatch({ type: 'setUpgrade', pkg, key, count: item.upgrades[key] - 1 })}
          onIncrement={() => dispatch({ type: 'setUpgrade', pkg, key, count: item.upgrades[key] + 1 })}
          onCommit={(count) => dispatch({ type: 'setUpgrade', pkg, key, count })}
          data-testid={`upgrade-${key}`}
        />
      ))}
    </Group>
  );
}
