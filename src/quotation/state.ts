/**
 * The quotation builder's state (docs/behaviour/packages-and-quotation.md#the-quotation-builder)
 * as one pure reducer, so every transition is tested without React and the stories can
 * start in any state.
 *
 * - items: the visitor's lines (pricing.ts keeps them within the package's limits);
 * - open: which collapsible sections are open (their default-open flags, then clicks);
 * - highlight: the row whose required choice is missing, after 'Mail mij de offerte'; `attempt`
 *   counts the tries so the same row pulses (and is focused) again on the next try; any change
 *   to the items clears it;
 * - status: idle → done (the server's message) or failed; 'Probeer opnieuw' goes back to idle
 *   and opens the dialog again, with the values the visitor typed (lastValues);
 * - dialogOpen: the dialog opens only without problems and closes when the status leaves idle;
 * - drawerOpen: the mobile summary drawer; opening the dialog closes it.
 * - linked: a `Pakket` link's package that joined packages chosen earlier ('joined': the builder
 *   says so and offers to start afresh with it alone) or that the visitor started afresh with
 *   ('alone'). Any change to the items ends it: the offer to keep only the linked package was
 *   made for the choice as the link left it, and would also throw away what was changed since.
 */
import type { FormValues } from '../forms/types';
import {
  addPackage,
  decrementAmount,
  findItem,
  incrementAmount,
  removeItem,
  setAmount,
  setOfficeOption,
  setOperatingSystem,
  setUpgrade,
} from './pricing';
import type { OfficeOptionKey, OperatingSystem, OptionAnswer, PackageType, QuotationItem, QuotationPackage, UpgradeKey } from './types';
import { PACKAGE_TYPES } from './types';
import { firstItemProblem, type ItemProblem } from './validation';

export type QuotationStatus = 'idle' | 'done' | 'failed';

export interface QuotationState {
  items: QuotationItem[];
  open: Record<PackageType, boolean>;
  highlight: (ItemProblem & { attempt: number }) | null;
  status: QuotationStatus;
  /** The server's message once done, or when it refused for now (429: its limits say how long to wait). */
  message: string | null;
  dialogOpen: boolean;
  drawerOpen: boolean;
  /** What the visitor typed in the dialog last, kept for 'Probeer opnieuw'. */
  lastValues: FormValues | null;
  linked: LinkedPackage | null;
}

/** The `Pakket` link's package, added to an earlier choice ('joined') or kept alone after 'start afresh' ('alone'). */
export interface LinkedPackage {
  packageId: number;
  outcome: 'joined' | 'alone';
}

export type QuotationAction =
  | { type: 'add'; pkg: QuotationPackage }
  | { type: 'increment'; pkg: QuotationPackage }
  | { type: 'decrement'; pkg: QuotationPackage }
  | { type: 'setAmount'; pkg: QuotationPackage; amount: number }
  | { type: 'remove'; packageId: number }
  | { type: 'setOperatingSystem'; pkg: QuotationPackage; os: OperatingSystem | null }
  | { type: 'setOfficeOption'; pkg: QuotationPackage; key: OfficeOptionKey; answer: OptionAnswer }
  | { type: 'setUpgrade'; pkg: QuotationPackage; key: UpgradeKey; count: number }
  | { type: 'toggleSection'; section: PackageType }
  /**
   * The configuration read back after a reload, or the URL's Service and Pakket (start.ts);
   * `addedToEarlier`: the id of the Pakket package when it joined packages chosen earlier.
   */
  | { type: 'restore'; items: QuotationItem[]; open: Record<PackageType, boolean>; addedToEarlier?: number | null }
  /** 'Opnieuw beginnen': only the package the link added (`pkg`) stays, its section open; the earlier choice goes. */
  | { type: 'startAfresh'; pkg: QuotationPackage }
  /** 'Mail mij de offerte': open the dialog, or highlight the first row that is not complete. */
  | { type: 'requestSubmit'; packages: readonly QuotationPackage[] }
  | { type: 'closeDialog' }
  | { type: 'submitting'; values: FormValues }
  | {
      type: 'sent';
      result: { status: 'done'; message: string } | { status: 'failed'; httpStatus?: number | null; message?: string | null };
    }
  | { type: 'retry' }
  | { type: 'toggleDrawer' }
  | { type: 'closeDrawer' };

export function initialQuotationState(open: Record<PackageType, boolean>, items: QuotationItem[] = []): QuotationState {
  return {
    items,
    open,
    highlight: null,
    status: 'idle',
    message: null,
    dialogOpen: false,
    drawerOpen: false,
    lastValues: null,
    linked: null,
  };
}

/** A change to the lines: the highlight and the linked package's notice go, and a finished quotation becomes a new one. */
function withItems(state: QuotationState, items: QuotationItem[]): QuotationState {
  return {
    ...state,
    items,
    highlight: null,
    linked: null,
    status: state.status === 'done' ? 'idle' : state.status,
    message: state.status === 'done' ? null : state.message,
  };
}

export function quotationReducer(state: QuotationState, action: QuotationAction): QuotationState {
  switch (action.type) {
    case 'add':
      return withItems({ ...state, open: { ...state.open, [action.pkg.type]: true } }, addPackage(state.items, action.pkg));
    case 'increment':
      return withItems(state, incrementAmount(state.items, action.pkg));
    case 'decrement':
      return withItems(state, decrementAmount(state.items, action.pkg));
    case 'setAmount':
      return withItems(state, setAmount(state.items, action.pkg, action.amount));
    case 'remove':
      return withItems(state, removeItem(state.items, action.packageId));
    case 'setOperatingSystem':
      return withItems(state, setOperatingSystem(state.items, action.pkg, action.os));
    case 'setOfficeOption':
      return withItems(state, setOfficeOption(state.items, action.pkg, action.key, action.answer));
    case 'setUpgrade':
      return withItems(state, setUpgrade(state.items, action.pkg, action.key, action.count));
    case 'toggleSection':
      return { ...state, open: { ...state.open, [action.section]: !state.open[action.section] } };
    case 'restore': {
      const joined = action.addedToEarlier != null && findItem(action.items, action.addedToEarlier) !== undefined;
      return {
        ...state,
        items: action.items,
        open: action.open,
        highlight: null,
        linked: joined ? { packageId: action.addedToEarlier!, outcome: 'joined' } : null,
      };
    }
    case 'startAfresh': {
      const { pkg } = action;
      // Only while the notice offers it: once the items changed there is no 'as the link left it'.
      if (state.linked?.outcome !== 'joined' || state.linked.packageId !== pkg.databaseId) return state;
      const kept = state.items.filter((item) => item.packageId === pkg.databaseId);
      if (kept.length === 0) return state;
      // Its section opens (the visitor may have closed it): focus goes to its row next.
      return {
        ...withItems({ ...state, open: { ...state.open, [pkg.type]: true } }, kept),
        linked: { packageId: pkg.databaseId, outcome: 'alone' },
      };
    }
    case 'requestSubmit': {
      if (state.items.length === 0) return state;
      const problem = firstItemProblem(action.packages, state.items);
      if (problem) {
        const pkg = action.packages.find((candidate) => candidate.databaseId === problem.packageId);
        return {
          ...state,
          highlight: { ...problem, attempt: (state.highlight?.attempt ?? 0) + 1 },
          // The failing row must be visible: its section opens, the drawer closes over it.
          open: pkg ? { ...state.open, [pkg.type]: true } : state.open,
          drawerOpen: false,
          dialogOpen: false,
        };
      }
      return { ...state, highlight: null, dialogOpen: true, drawerOpen: false, status: 'idle', message: null };
    }
    case 'closeDialog':
      return { ...state, dialogOpen: false };
    case 'submitting':
      return { ...state, lastValues: action.values };
    case 'sent':
      return action.result.status === 'done'
        ? { ...state, status: 'done', message: action.result.message, dialogOpen: false, drawerOpen: false }
        : {
            ...state,
            status: 'failed',
            message: action.result.httpStatus === 429 ? (action.result.message ?? null) : null,
            dialogOpen: false,
            drawerOpen: false,
          };
    case 'retry':
      return { ...state, status: 'idle', message: null, dialogOpen: state.items.length > 0 };
    case 'toggleDrawer':
      return { ...state, drawerOpen: !state.drawerOpen };
    case 'closeDrawer':
      return { ...state, drawerOpen: false };
    default:
      return state;
  }
}

/** Every section closed: the start before the content's default-open flags apply. */
export function closedSections(): Record<PackageType, boolean> {
  return Object.fromEntries(PACKAGE_TYPES.map((type) => [type, false])) as Record<PackageType, boolean>;
}
