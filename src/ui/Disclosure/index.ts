export * from './useDisclosure';
export * from './DisclosureRow';
