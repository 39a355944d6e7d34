type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

type Split<S extends string, D extends string> = S extends `${infer H}${D}${infer T}` ? [H, ...Split<T, D>] : [S];
type Join<T extends readonly string[], D extends string> = T extends readonly [infer H extends string, ...infer R extends string[]]
  ? R["length"] extends 0 ? H : `${H}${D}${Join<R, D>}`
  : "";

type Keys = Split<"a.b.c", ".">;
const keys: Keys = ["a", "b", "c"];
const joined: Join<["x", "y", "z"], "/"> = "x/y/z";

type CamelCase<S extends string> = S extends `${infer A}_${infer B}` ? `${A}${Capitalize<CamelCase<B>>}` : S;
type CamelKeys<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

function camel<S extends string>(s: S): CamelCase<S> {
  return s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;
}

function camelKeys<T extends Record<string, unknown>>(o: T): CamelKeys<T> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v])) as CamelKeys<T>;
}

function deepCamel(v: Json): Json {
  if (Array.isArray(v)) return v.map(deepCamel);
  if (v !== null && typeof v === "object") {
    const out: { [k: string]: Json } = {};
    for (const k in v) out[camel(k)] = deepCamel(v[k]);
    return out;
  }
  return v;
}

const row = { user_id: 7, first_name: "Ada", last_login_at: "2024-01-02" };
const c = camelKeys(row);
const id: number = c.userId;
console.log(keys, joined, id, c.firstName, c.lastLoginAt);
console.log(camel("already_snake_case_name"));

const api: Json = { page_info: { has_next_page: true, end_cursor: "abc" }, items: [{ item_id: 1, tag_list: ["x_y"] }] };
console.log(JSON.stringify(deepCamel(api)));

type EventName<T extends string> = `on${Capitalize<T>}`;
type Handlers<E extends string> = { [K in E as EventName<K>]?: (payload: { type: K; at: number }) => void };
const handlers: Handlers<"open" | "close" | "error"> = {
  onOpen: (p) => console.log("opened", p.type, p.at),
  onError: ({ type }) => console.log("err", type),
};
const fire = <E extends "open" | "close" | "error">(e: E) => {
  const name = `on${e[0].toUpperCase()}${e.slice(1)}` as EventName<E>;
  const h = (handlers as Record<string, ((p: { type: E; at: number }) => void) | undefined>)[name];
  h ? h({ type: e, at: 1 }) : console.log("no handler for", e);
};
fire("open");
fire("close");
fire("error");
