/**
 * Database ids other fixture files refer to, kept apart so that any file can import them
 * (pages.ts imports fragments.ts, whose USPs link to pages and posts).
 */

/** Page ids, for parents and for the tests. 3 is WordPress's own privacy page. */
export const PAGE = {
  home: 2,
  privacy: 3,
  services: 6,
  vps: 7,
  cloudPc: 8,
  cloudWorkplace: 9,
  kennisbank: 10,
  quotation: 11,
  contact: 12,
  cloudstatus: 13,
  cloudstatusDiscover: 14,
  callback: 15,
  thanks: 16,
  about: 17,
  careers: 18,
  devopsVacancy: 19,
  servicedeskVacancy: 20,
  datacenters: 21,
  migration: 22,
  migrationIntake: 23,
} as const;

/** Ids of the Kennisbank posts that blocks link to (USP page links). */
export const POST = {
  ransomware: 1013,
  snapshotOrBackup: 1019,
  isoRecertification: 1026,
} as const;
