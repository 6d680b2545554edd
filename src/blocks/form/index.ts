/** Form block components by styletype (spec §2 "Form blocks"). */
export const formComponents = {};
