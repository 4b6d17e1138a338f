/**
 * The youngest account that takes a parent's side in a family. Below it an account is itself a child
 * (the 13-15 and 16-18 groups): it links to its parents, and never adds or invites children.
 */
export const PARENT_MIN_AGE = 19;

/** Whether an account may add a child or invite as father or mother. An unknown age is not refused. */
export const mayActAsParent = (age: number | null | undefined): boolean => age == null || age >= PARENT_MIN_AGE;
