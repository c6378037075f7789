import { parse, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** The one method of PGlite's client Drizzle's prepared query calls. */
export interface QueryClient {
  query(text: string, params: unknown[], options?: QueryOptions): Promise<Results>;
}

/** Whether Drizzle's session runs on a PGlite instance itself (not on one of its transactions). */
export function isPglite(client: unknown): client is PGlite {
  return (
    typeof client === 'object' &&
    client !== null &&
    '_runExclusiveQuery' in client &&
    '_runExclusiveTransaction' in client &&
    'execProtocolStream' in client &&
    'parsers' in client
  );
}

/** The statements each PGlite instance has parsed, by name, with their parameters' type OIDs. */
const parsedBy = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * A PGlite client whose `query` runs `text` as the named prepared statement `name`: parsed and
 * described once per database, then only bound and run. PGlite's own `query` parses an unnamed
 * statement every time, so each call was parsed and planned anew (store_messages: 2.7 ms of planning
 * a turn, retrieval about 2 ms): what node-postgres' `name` saves on PostgreSQL. The
 * messages are PGlite's own (`#runQuery`: parse, describe, bind, describe, execute, sync) under the
 * same two locks, and the rows go through its own parsers with the caller's options, so the result
 * is what `query` answers. Only for the instance itself: inside a transaction Drizzle's session
 * holds PGlite's transaction object, whose queries take the plain path.
 */
export function namedStatementClient(client: PGlite, name: string): QueryClient {
  return {
    query: async (text, params, options) => {
      await client._checkReady();
      return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runNamed(client, name, text, params, options)));
    },
  };
}

async function runNamed(client: PGlite, name: string, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
  const exec = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  let parsed = parsedBy.get(client);
  if (!parsed) {
    parsed = new Map();
    parsedBy.set(client, parsed);
  }
  const messages: Awaited<ReturnType<typeof exec>> = [];
  try {
    let types = parsed.get(name);
    if (!types) {
      await exec(protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }));
      // Known from here on, even if describing it fails: parsing the same name again would be refused.
      // Without its types the values go as text, which the database reads by the parsed types.
      parsed.set(name, []);
      types = parse.parseDescribeStatementResults(await exec(protocol.serialize.describe({ type: 'S', name })));
      parsed.set(name, types);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    messages.push(
      ...(await exec(protocol.serialize.bind({ statement: name, values }))),
      ...(await exec(protocol.serialize.describe({ type: 'P' }))),
      ...(await exec(protocol.serialize.execute({}))),
    );
  } finally {
    messages.push(...(await exec(protocol.serialize.sync())));
  }
  await client.syncToFs();
  const [result] = parse.parseResults(messages, client.parsers, options);
  if (!result) throw new Error(`PGlite answered statement ${name} without a result`);
  return result;
}
