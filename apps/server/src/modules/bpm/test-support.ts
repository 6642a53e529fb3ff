// Tests read answers loosely; their shapes are fixed by the routes' response schemas.
/* eslint-disable @typescript-eslint/no-explicit-any */
import { checkInvariants, fromJson, type InstanceState } from '@baton/workflow-engine';
import { bearer, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/schema';

export interface Answer<T = unknown> {
  status: number;
  state: boolean;
  message: string;
  value: T;
}

/** Signs people in once per test app and calls the API as them. */
export function caller(t: TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (account: string, tenant?: string) => {
    const key = `${account}@${tenant ?? ''}`;
    let token = tokens.get(key);
    if (!token) {
      token = (await t.login(account, undefined, tenant)).token;
      tokens.set(key, token);
    }
    return token;
  };
  const call = async <T = any>(
    account: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    tenant?: string,
  ): Promise<Answer<T>> => {
    const res = await t.app.inject({
      method,
      url,
      headers: bearer(await tokenOf(account, tenant)),
      ...(payload ? { payload } : {}),
    });
    const body = res.json() as { state: boolean; message: string; value: T };
    return { status: res.statusCode, state: body.state, message: body.message, value: body.value };
  };
  return {
    call,
    post: <T = any>(account: string, url: string, payload: object = {}, tenant?: string) =>
      call<T>(account, 'POST', url, payload, tenant),
    get: <T = any>(account: string, url: string, tenant?: string) =>
      call<T>(account, 'GET', url, undefined, tenant),
    userId: async (account: string, tenant?: string) => (await t.login(account, undefined, tenant)).userId,
  };
}

/** Every stored instance of the database passes the engine's consistency check; answers the problems found. */
export async function instanceProblems(t: TestApp | Db): Promise<string[]> {
  const db = 'database' in t ? t.database.db : t;
  const rows = await db
    .selectFrom('bpm_instances')
    .innerJoin('bpm_definitions', 'bpm_definitions.id', 'bpm_instances.def_id')
    .select(['bpm_instances.id', 'bpm_instances.state', 'bpm_instances.status', 'bpm_definitions.model'])
    .where('bpm_instances.status', '<>', 'draft')
    .execute();
  const problems: string[] = [];
  for (const r of rows) {
    const state = JSON.parse(r.state ?? 'null') as InstanceState;
    for (const p of checkInvariants(fromJson(r.model), state)) problems.push(`${r.id}: ${p}`);
    const open = await db
      .selectFrom('bpm_tasks')
      .select('id')
      .where('inst_id', '=', r.id)
      .where('status', '=', 'pending')
      .execute();
    const a = open.map((o) => o.id).sort();
    const b = state.tasks.map((x) => x.id).sort();
    if (JSON.stringify(a) !== JSON.stringify(b))
      problems.push(`${r.id}: task rows ${a} differ from state ${b}`);
  }
  return problems;
}
