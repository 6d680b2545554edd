export * from './useDisclosure';
