import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { enterpriseUsers } from './members';

/**
 * A venue-rental project walks the steps of the enterprise flow in order:
 * consultation → intention → deposit → contract → contract payment → ticketing → coordination →
 * implementation → settlement. Each step's form is kept in `steps` under its name.
 */
export const enterpriseProjects = pgTable(
  'enterprise_projects',
  {
    id: id(),
    enterpriseUserId: integer('enterprise_user_id')
      .notNull()
      .references(() => enterpriseUsers.id),
    name: text().notNull(),
    hallId: integer('hall_id'),
    process: text().notNull().default('consultation'),
    status: text({ enum: ['draft', 'submitted', 'approved', 'rejected', 'done'] })
      .notNull()
      .default('draft'),
    steps: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    depositFen: integer('deposit_fen'),
    contractFen: integer('contract_fen'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('enterprise_projects_user_idx').on(t.enterpriseUserId)],
);

export const enterpriseFiles = pgTable('enterprise_files', {
  id: id(),
  projectId: integer('project_id').references(() => enterpriseProjects.id),
  enterpriseUserId: integer('enterprise_user_id').references(() => enterpriseUsers.id),
  name: text().notNull(),
  mime: text().notNull(),
  size: integer().notNull(),
  data: text().notNull(),
  createdAt: createdAt(),
});
