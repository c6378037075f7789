import { z } from 'zod';

/** Rows are keyed by UUIDs (PostgreSQL gen_random_uuid()). */
export const idSchema = z.uuid({ error: 'IDの形式が正しくありません' });

/** Timestamps travel as ISO 8601 strings (Date#toISOString on the API side). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** Boolean switches in the forms; the message only shows when a client sends something else. */
export const switchSchema = z.boolean({ error: 'オンかオフを選んでください' });
