/**
 * Spellings of cluster A that are aliases in the skills taxonomy (apps/api/src/modules/taxonomy/catalogue: k8s →
 * Kubernetes, Postgres → PostgreSQL, springboot and Spring-Boot → Spring Boot). Each spelling gets an id of its own,
 * as a legacy technology row of that name has in a database; the identity maps it to the entry it stands for, as
 * the API builds it from the database (skill-identity.ts). The API's skill-identity.unit.test.ts checks that the
 * taxonomy resolves every spelling here to the same entry. "Spring" is an entry of its own, not a Spring Boot alias.
 */
export const EVALUATION_ALIASES: Readonly<Record<string, string>> = {
  K8s: "Kubernetes",
  Postgres: "PostgreSQL",
  springboot: "Spring Boot",
  "Spring-Boot": "Spring Boot",
};
