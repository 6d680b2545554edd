/** Repeat section components by styletype (spec §2 "Repeat sections"). */
export const repeatComponents = {};
