const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before any query, so a malformed one is a 404 and never a database error. */
export const isUuid = (value: string) => UUID.test(value);
