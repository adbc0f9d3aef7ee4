/** A LINE user id: U and 32 hex digits (the shared platforms notes, LINE). */
export const LINE_USER_ID = /^U[0-9a-f]{32}$/;
