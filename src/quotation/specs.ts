/**
 * What a package offers, in the words a visitor reads: its specs (vCPU, RAM, NVMe) and an office
 * package's features. The quotation's rows and the price cards (src/packages/package-card.ts)
 * both list them.
 */
import { OFFICE_FEATURE_KEYS, type OfficeFeatureKey } from './types';

/**
 * The office feature flags in the order a card lists them, with their Dutch wording. WordPress
 * stores each as 'Ja' or 'Nee'; only 'Ja' means the package has it (docs/behaviour/packages-and-quotation.md#packages).
 */
export const OFFICE_FEATURE_LABELS: Readonly<Record<OfficeFeatureKey, string>> = {
  flexible: 'Flexibel uit te breiden',
  fullBackup: 'Volledige back-up',
  includeSnapshots: 'Inclusief snapshots',
  isoNenDutchDatacenters: 'ISO/NEN-gecertificeerde Nederlandse datacenters',
  fullService: 'Full service',
  unlimitedData: 'Onbeperkt dataverkeer',
  workSafeFromHome: 'Veilig thuiswerken',
};
export const OFFICE_FEATURES: readonly (readonly [OfficeFeatureKey, string])[] = OFFICE_FEATURE_KEYS.map(
  (key) => [key, OFFICE_FEATURE_LABELS[key]] as const,
);

const nl = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

function amount(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? nl.format(value) : null;
}

/** The specs list: vCPU, RAM in GB and NVMe in GB, each only when the package has a value. */
export function packageSpecs(
  info: { readonly vcpu?: number | null; readonly ram?: number | null; readonly nvme?: number | null } | null | undefined,
): string[] {
  const vcpu = amount(info?.vcpu);
  const ram = amount(info?.ram);
  const nvme = amount(info?.nvme);
  return [vcpu && `${vcpu} vCPU`, ram && `${ram} GB RAM`, nvme && `${nvme} GB NVMe`].filter((line): line is string => !!line);
}
