/** Content components by styletype (spec §2 "Content blocks"). */
export const contentComponents = {};
