/**
 * LIKE and ILIKE patterns from typed text: its wildcards (% and _) and the escape character (\, the default ESCAPE)
 * taken literally, so that "50%" or "a_b" match only themselves. Bound as parameters like any value.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, "\\$&");

/** A pattern matching the text anywhere, taken literally (lower-case it first to compare with lower(…)). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
