// gen.js - random, well-typed TypeScript programs in the styles agent code is written in, for the
// false-positive hunter (scripts/hunt-checker). Each program is built from a typed environment:
// every expression is generated for a wanted type from what is in scope (literals, variables,
// properties, array/Map/Set/string methods, generic calls, callbacks, class methods, awaited
// async functions), and every statement keeps the environment true (narrowing inside the
// branches that narrow). The programs are meant to be valid; tsc is the judge of that.
"use strict";

// A small seeded PRNG (mulberry32): the same seed gives the same programs.
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
  };
  return r;
}

// Types: {k: "num" | "str" | "bool" | "lit" (vals) | "arr" (el) | "obj" (name, props) |
// "rec" (val) | "map" (val) | "set" (el) | "opt" (t) | "du" (name, variants) | "cls" (name, ...)}.
const NUM = { k: "num" }, STR = { k: "str" }, BOOL = { k: "bool" };
const arr = (el) => ({ k: "arr", el });
const opt = (t) => ({ k: "opt", t });

function ts(t) {
  switch (t.k) {
    case "num": return "number";
    case "str": return "string";
    case "bool": return "boolean";
    case "lit": return t.vals.map((v) => JSON.stringify(v)).join(" | ");
    case "arr": {
      const e = ts(t.el);
      return /[|&]/.test(e) || t.el.k === "opt" ? `(${e})[]` : `${e}[]`;
    }
    case "obj": case "du": case "cls": return t.name;
    case "rec": return `Record<string, ${ts(t.val)}>`;
    case "map": return `Map<string, ${ts(t.val)}>`;
    case "set": return `Set<${ts(t.el)}>`;
    case "opt": return `${ts(t.t)} | undefined`;
    case "prom": return `Promise<${ts(t.t)}>`;
  }
  throw new Error("ts: " + t.k);
}
const key = (t) => ts(t);
const same = (a, b) => key(a) === key(b);

const WORDS = ["id", "name", "total", "price", "qty", "status", "owner", "region", "score", "label", "count",
  "amount", "email", "tags", "kind", "note", "rank", "city", "code", "level", "rate", "title", "due", "paid"];
const TYPE_WORDS = ["Order", "Customer", "Item", "Invoice", "Ticket", "Product", "Row", "Event", "User", "Shipment",
  "Payment", "Task", "Account", "Review", "Metric"];

class Gen {
  constructor(seed) {
    this.r = rng(seed);
    this.lines = [];
    this.vars = []; // {name, type, mutable}
    this.types = []; // declared obj / du / cls types
    this.funcs = []; // {name, params:[type], ret:type, async}
    this.n = 0;
    this.indent = "";
    this.style = {
      semi: this.r.chance(0.85) ? ";" : "",
      quote: this.r.chance(0.7) ? '"' : "'",
      annotate: this.r.next(),
      arrowFns: this.r.chance(0.5),
      iface: this.r.chance(0.5),
    };
    this.inAsync = true; // a module's top level may await
  }
  fresh(base) { return `${base}${++this.n}`; }
  emit(s) { this.lines.push(this.indent + s); }
  str(s) { return this.style.quote === '"' ? JSON.stringify(s) : `'${s.replace(/'/g, "\\'")}'`; }

  // -- types ---------------------------------------------------------------------------------
  baseType(depth = 0) {
    const r = this.r;
    const c = r.int(0, depth > 1 ? 3 : 9);
    switch (c) {
      case 0: case 1: return NUM;
      case 2: return STR;
      case 3: return BOOL;
      case 4: return { k: "lit", vals: this.litVals() };
      case 5: return arr(this.baseType(depth + 1));
      case 6: return this.types.length && r.chance(0.7) ? r.pick(this.types) : this.objType(depth + 1);
      case 7: return { k: "rec", val: r.pick([NUM, STR, BOOL]) };
      case 8: return opt(r.pick([NUM, STR]));
      default: return { k: "map", val: r.pick([NUM, STR]) };
    }
  }
  litVals() {
    const pool = ["open", "closed", "pending", "draft", "paid", "failed", "low", "high", "new", "done"];
    const n = this.r.int(2, 4), out = [];
    while (out.length < n) {
      const v = this.r.pick(pool);
      if (!out.includes(v)) out.push(v);
    }
    return out;
  }
  objType(depth) {
    const name = this.fresh(this.r.pick(TYPE_WORDS));
    const used = new Set(), props = [];
    const np = this.r.int(2, 5);
    while (props.length < np) {
      const w = this.r.pick(WORDS);
      if (used.has(w)) continue;
      used.add(w);
      const t = depth > 2 ? this.r.pick([NUM, STR, BOOL]) : this.baseType(depth + 1);
      props.push({ name: w, type: t, opt: t.k !== "opt" && this.r.chance(0.2) });
    }
    const t = { k: "obj", name, props };
    const body = props.map((p) => `${p.name}${p.opt ? "?" : ""}: ${ts(p.type)}`);
    if (this.style.iface) this.emit(`interface ${name} { ${body.join("; ")} }`);
    else this.emit(`type ${name} = { ${body.join("; ")} }${this.style.semi}`);
    this.types.push(t);
    return t;
  }
  duType() {
    const name = this.fresh(this.r.pick(["Shape", "Msg", "Outcome", "Step", "Action"]));
    const tags = this.litVals().slice(0, this.r.int(2, 3));
    const variants = tags.map((tag) => {
      const props = [];
      const w = this.r.pick(WORDS.filter((x) => x !== "kind"));
      props.push({ name: w + tag.length, type: this.r.pick([NUM, STR, arr(NUM)]) });
      return { tag, props };
    });
    const alts = variants.map((v) => `{ kind: ${JSON.stringify(v.tag)}; ${v.props.map((p) => `${p.name}: ${ts(p.type)}`).join("; ")} }`);
    this.emit(`type ${name} =\n  | ${alts.join("\n  | ")}${this.style.semi}`);
    const t = { k: "du", name, variants };
    this.types.push(t);
    return t;
  }

  // -- expressions ------------------------------------------------------------------------------
  varsOf(t) { return this.vars.filter((v) => same(v.type, t)); }
  lit(t, d) {
    const r = this.r;
    switch (t.k) {
      case "num": return r.pick([String(r.int(0, 100)), String(r.int(1, 9) * 0.5), `-${r.int(1, 9)}`, "0"]);
      case "str": return this.str(r.pick(["a", "north", "x-1", "", "ok", "Ada", "2024-01-01"]));
      case "bool": return r.pick(["true", "false"]);
      case "lit": return this.str(r.pick(t.vals));
      case "arr": {
        const n = r.int(0, 3);
        if (n === 0) return `([] as ${ts(t)})`;
        const xs = [];
        for (let i = 0; i < n; i++) xs.push(this.expr(t.el, d + 1));
        return `[${xs.join(", ")}]`;
      }
      case "obj": {
        const parts = [];
        for (const p of t.props) if (!p.opt || r.chance(0.5)) parts.push(`${p.name}: ${this.expr(p.type, d + 1)}`);
        return `{ ${parts.join(", ")} }`;
      }
      case "du": {
        const v = r.pick(t.variants);
        return `{ kind: ${this.str(v.tag)}, ${v.props.map((p) => `${p.name}: ${this.expr(p.type, d + 1)}`).join(", ")} }`;
      }
      case "rec": return `{ ${["a", "b", "c"].slice(0, r.int(1, 3)).map((k) => `${k}: ${this.expr(t.val, d + 1)}`).join(", ")} }`;
      case "map": return `new Map<string, ${ts(t.val)}>([[${this.str("k")}, ${this.expr(t.val, d + 1)}]])`;
      case "set": return `new Set<${ts(t.el)}>([${this.expr(t.el, d + 1)}])`;
      case "opt": return r.chance(0.3) ? "undefined" : this.expr(t.t, d + 1);
      case "cls": return `new ${t.name}(${t.ctor.map((p) => this.expr(p, d + 1)).join(", ")})`;
    }
    throw new Error("lit: " + t.k);
  }
  // Ways to make a value of type t other than a literal; each returns a string or null.
  producers(t, d) {
    const r = this.r, out = [];
    const vs = this.varsOf(t);
    if (vs.length) out.push(() => r.pick(vs).name, () => r.pick(vs).name);
    // a property of an object variable
    for (const v of this.vars) {
      if (v.type.k === "obj")
        for (const p of v.type.props) {
          if (!same(p.type, t)) continue;
          if (!p.opt) out.push(() => `${v.name}.${p.name}`);
          else if (t.k !== "opt") out.push(() => `(${v.name}.${p.name} ?? ${this.expr(t, d + 1)})`);
        }
      if (v.type.k === "cls")
        for (const p of v.type.fields) if (same(p.type, t)) out.push(() => `${v.name}.${p.name}`);
      if (v.type.k === "opt" && v.type.t.k === "obj" && t.k !== "opt")
        for (const p of v.type.t.props)
          if (same(p.type, t)) out.push(() => `(${v.name}?.${p.name} ?? ${this.expr(t, d + 1)})`);
      if (v.type.k === "arr" && same(v.type.el, t) && t.k !== "opt") {
        out.push(() => `(${v.name}[0] ?? ${this.expr(t, d + 1)})`);
        out.push(() => `(${v.name}.find((${this.p("x", t)}) => ${this.cond(t, "x", d + 1)}) ?? ${this.expr(t, d + 1)})`);
        out.push(() => `(${v.name}.at(-1) ?? ${this.expr(t, d + 1)})`);
      }
      if (v.type.k === "map" && same(v.type.val, t)) out.push(() => `(${v.name}.get(${this.expr(STR, d + 1)}) ?? ${this.expr(t, d + 1)})`);
      if (v.type.k === "rec" && same(v.type.val, t)) out.push(() => `(${v.name}[${this.expr(STR, d + 1)}] ?? ${this.expr(t, d + 1)})`);
    }
    // functions returning t
    for (const f of this.funcs) {
      if (same(f.ret, t) && !f.async) out.push(() => `${f.name}(${f.params.map((p) => this.expr(p, d + 1)).join(", ")})`);
      if (same(f.ret, t) && f.async && this.inAsync) out.push(() => `(await ${f.name}(${f.params.map((p) => this.expr(p, d + 1)).join(", ")}))`);
    }
    // generic helpers every program declares
    const plain = ["num", "str", "bool"].includes(t.k) || (t.k === "arr" && ["num", "str"].includes(t.el.k));
    if (d < 2 && plain) {
      out.push(() => `identity(${this.expr(t, d + 1)})`);
      out.push(() => `firstOr(${this.expr(arr(t), d + 1)}, ${this.expr(t, d + 1)})`);
      out.push(() => `unwrapOr(${this.resultOf(t, d + 1)}, ${this.expr(t, d + 1)})`);
      if (t.k !== "lit") out.push(() => `(${this.cond(BOOL, null, d + 1)} ? ${this.expr(t, d + 1)} : ${this.expr(t, d + 1)})`);
      // inference through generic helpers, tuples, callbacks and promises (composed with the rest)
      const T = ts(t);
      out.push(() => `callWith((x: ${T}) => x, ${this.expr(t, d + 1)})`);
      out.push(() => `pairOf(${this.expr(t, d + 1)}, ${this.expr(NUM, d + 1)})[0]`);
      out.push(() => `tupleOf(${this.expr(STR, d + 1)}, ${this.expr(t, d + 1)})[1]`);
      out.push(() => `(Array.of(${this.expr(t, d + 1)})[0] ?? ${this.expr(t, d + 1)})`);
      out.push(() => `([${this.expr(t, d + 1)}].flatMap((x) => [x, x])[0] ?? ${this.expr(t, d + 1)})`);
      out.push(() => `((${this.p("v", t)}) => v)(${this.expr(t, d + 1)})`);
      out.push(() => `(new Map([[${this.expr(STR, d + 1)}, ${this.expr(t, d + 1)}]]).get("k") ?? ${this.expr(t, d + 1)})`);
      out.push(() => `(Object.fromEntries([[${this.str("k")}, ${this.expr(t, d + 1)}]]).k ?? ${this.expr(t, d + 1)})`);
      out.push(() => `([${this.expr(t, d + 1)}].map((x) => x).at(0) ?? ${this.expr(t, d + 1)})`);
      out.push(() => `structuredClone(${this.expr(t, d + 1)})`);
      out.push(() => `[${this.expr(t, d + 1)}, ${this.expr(t, d + 1)}].reduce((a, b) => b)`);
      if (this.inAsync) out.push(() => `(await Promise.all([Promise.resolve(${this.expr(t, d + 1)}), ${this.expr(NUM, d + 1)}]))[0]`);
    }
    // object values made by spreads, Object.assign, structuredClone and satisfies
    // (of variables: a fresh literal's literal-typed properties would widen)
    if (d < 2 && (t.k === "obj" || t.k === "du")) {
      out.push(() => `(${this.expr(t, d + 1)} satisfies ${t.name})`);
      if (vs.length) {
        out.push(() => `structuredClone(${r.pick(vs).name})`);
        out.push(() => `Object.assign({}, ${r.pick(vs).name})`);
        const req = t.k === "obj" ? t.props.filter((p) => !p.opt) : [];
        if (req.length) {
          const p = r.pick(req);
          out.push(() => `{ ...${r.pick(vs).name}, ${p.name}: ${this.expr(p.type, d + 1)} }`);
        }
      }
    }
    if (d < 2 && t.k === "arr") {
      out.push(() => `${this.recv(t, d + 1)}.toReversed()`);
      out.push(() => `${this.recv(t, d + 1)}.toSorted()`);
      out.push(() => `${this.recv(t, d + 1)}.toSpliced(0, 1)`);
    }
    const arrs = this.vars.filter((v) => v.type.k === "arr");
    switch (t.k) {
      case "num":
        out.push(() => `(${this.expr(NUM, d + 1)} + ${this.expr(NUM, d + 1)})`);
        out.push(() => `Math.max(${this.expr(NUM, d + 1)}, ${this.expr(NUM, d + 1)})`);
        out.push(() => `(Math.round(${this.expr(NUM, d + 1)} * 100) / 100)`);
        out.push(() => `${this.recv(STR, d + 1)}.length`);
        out.push(() => `${this.recv(arr(this.r.pick([NUM, STR])), d + 1)}.length`);
        out.push(() => `${this.recv(arr(NUM), d + 1)}.reduce((a, b) => a + b, 0)`);
        out.push(() => `${this.recv(arr(NUM), d + 1)}.reduce((${this.p("acc", NUM)}, ${this.p("v", NUM)}) => acc + v * 2, ${this.expr(NUM, d + 1)})`);
        out.push(() => `Object.values(${this.expr({ k: "rec", val: NUM }, d + 1)}).reduce((a, b) => a + b, 0)`);
        out.push(() => `(Number(${this.expr(STR, d + 1)}) || 0)`);
        out.push(() => `parseInt(${this.expr(STR, d + 1)}, 10)`);
        out.push(() => `${this.recv({ k: "map", val: STR }, d + 1)}.size`);
        if (arrs.length) {
          const v = r.pick(arrs);
          out.push(() => `${v.name}.filter((${this.p("x", v.type.el)}) => ${this.cond(v.type.el, "x", d + 1)}).length`);
          out.push(() => `${v.name}.findIndex((${this.p("x", v.type.el)}) => ${this.cond(v.type.el, "x", d + 1)})`);
        }
        break;
      case "str":
        out.push(() => `\`${this.r.pick(["total", "row", ""])}\${${this.expr(this.r.pick([NUM, STR]), d + 1)}}-\${${this.expr(NUM, d + 1)}}\``);
        out.push(() => `${this.recv(STR, d + 1)}.toUpperCase()`);
        out.push(() => `${this.recv(STR, d + 1)}.trim().slice(0, ${this.r.int(1, 5)})`);
        out.push(() => `${this.recv(NUM, d + 1)}.toFixed(2)`);
        out.push(() => `String(${this.expr(this.r.pick([NUM, BOOL]), d + 1)})`);
        out.push(() => `${this.recv(arr(STR), d + 1)}.join(", ")`);
        out.push(() => `${this.recv(arr(NUM), d + 1)}.map((${this.p("n", NUM)}) => n.toFixed(1)).join("/")`);
        out.push(() => `JSON.stringify(${this.expr(this.r.pick([NUM, arr(STR), BOOL]), d + 1)})`);
        out.push(() => `(${this.recv(STR, d + 1)}.split(",")[0] ?? "")`);
        out.push(() => `${this.recv(STR, d + 1)}.padStart(${this.r.int(1, 8)}, "0")`);
        break;
      case "bool":
        out.push(() => this.cond(BOOL, null, d + 1));
        out.push(() => `${this.recv(arr(NUM), d + 1)}.some((${this.p("x", NUM)}) => x > ${this.r.int(0, 10)})`);
        out.push(() => `${this.recv(arr(STR), d + 1)}.includes(${this.expr(STR, d + 1)})`);
        out.push(() => `${this.recv({ k: "map", val: NUM }, d + 1)}.has(${this.expr(STR, d + 1)})`);
        out.push(() => `${this.recv(STR, d + 1)}.startsWith(${this.expr(STR, d + 1)})`);
        out.push(() => `Array.isArray(${this.expr(arr(NUM), d + 1)})`);
        out.push(() => `${this.recv(arr(STR), d + 1)}.every((${this.p("s", STR)}) => s.length > 0)`);
        break;
      case "arr": {
        const el = t.el;
        for (const v of arrs) {
          if (same(v.type, t)) {
            out.push(() => `${v.name}.filter((${this.p("x", el)}) => ${this.cond(el, "x", d + 1)})`);
            out.push(() => `[...${v.name}]`);
            out.push(() => `${v.name}.slice(${this.r.int(0, 2)})`);
          }
          if (d < 3) out.push(() => `${v.name}.map((${this.p("x", v.type.el)}, ${this.p("i", NUM)}) => ${wrapObj(this.exprWith(el, "x", v.type.el, d + 1))})`);
        }
        if (el.k === "num") {
          out.push(() => `[...${this.expr(arr(NUM), d + 1)}].sort((a, b) => a - b)`);
          out.push(() => `Object.values(${this.expr({ k: "rec", val: NUM }, d + 1)})`);
          out.push(() => `${this.recv(arr(STR), d + 1)}.map((s) => s.length)`);
          out.push(() => `Array.from({ length: ${this.r.int(0, 4)} }, (_, i) => i * 2)`);
        }
        if (el.k === "str") {
          out.push(() => `Object.keys(${this.expr({ k: "rec", val: this.r.pick([NUM, STR]) }, d + 1)})`);
          out.push(() => `[...${this.recv({ k: "map", val: NUM }, d + 1)}.keys()]`);
          out.push(() => `${this.recv(STR, d + 1)}.split("-")`);
          out.push(() => `Array.from(new Set(${this.expr(arr(STR), d + 1)}))`);
          out.push(() => `${this.recv(arr(arr(STR)), d + 1)}.flat()`);
        }
        if (d < 3) out.push(() => `${this.recv(arr(el), d + 1)}.concat(${this.expr(arr(el), d + 1)})`);
        break;
      }
      case "rec":
        if (t.val.k === "num")
          out.push(() => `Object.fromEntries(${this.recv(arr(STR), d + 1)}.map((k) => [k, k.length]))`);
        break;
      case "map":
        out.push(() => `new Map(Object.entries(${this.expr({ k: "rec", val: t.val }, d + 1)}))`);
        break;
      case "opt":
        out.push(() => `${this.recv(arr(t.t), d + 1)}.find((${this.p("x", t.t)}) => ${this.cond(t.t, "x", d + 1)})`);
        if (t.t.k === "str" || t.t.k === "num") out.push(() => `${this.recv({ k: "map", val: t.t }, d + 1)}.get(${this.expr(STR, d + 1)})`);
        break;
    }
    return out;
  }
  // an expression of type t where variable `name` of type vt is in scope (a callback's parameter)
  exprWith(t, name, vt, d) {
    this.vars.push({ name, type: vt, local: true });
    const wasAsync = this.inAsync;
    this.inAsync = false; // a callback is not async: no await inside
    try {
      return this.expr(t, d);
    } finally {
      this.vars.pop();
      this.inAsync = wasAsync;
    }
  }
  // a parameter, annotated or not (contextual typing does it)
  p(name, t) { return this.r.chance(this.style.annotate * 0.5) ? `${name}: ${ts(t)}` : name; }
  resultOf(t, d) {
    return this.r.chance(0.5)
      ? `ok(${this.expr(t, d)})`
      : `(${this.cond(BOOL, null, d)} ? ok(${this.expr(t, d)}) : fail<${ts(t)}>(${this.str("no")}))`;
  }
  // an expression used as the object of a member access: parenthesized unless a plain name
  recv(t, d) {
    const e = this.expr(t, d);
    return /^[A-Za-z_$][\w$]*$/.test(e) ? e : `(${e})`;
  }
  expr(t, d = 0) {
    if (d > 4) return this.lit(t, d);
    const ps = this.producers(t, d);
    if (!ps.length || this.r.chance(d > 2 ? 0.6 : 0.25)) return this.lit(t, d);
    return this.r.pick(ps)();
  }
  // a boolean condition about `name` of type t (or about anything when name is null)
  cond(t, name, d) {
    const r = this.r;
    if (!name || d > 4) {
      const a = this.lit(NUM, 5), b = this.lit(NUM, 5);
      return r.pick([`${a} > ${b}`, `${this.lit(STR, 5)}.length === ${r.int(0, 3)}`, "true", `${a} <= ${b}`]);
    }
    switch (t.k) {
      case "num": return r.pick([`${name} > ${r.int(0, 50)}`, `${name} % 2 === 0`, `${name} !== 0`]);
      case "str": return r.pick([`${name}.length > ${r.int(0, 3)}`, `${name}.includes(${this.str("a")})`, `${name} !== ""`]);
      case "bool": return r.pick([name, `!${name}`]);
      case "lit": return `${name} === ${this.str(r.pick(t.vals))}`;
      case "opt": return r.pick([`${name} !== undefined`, `!!${name}`]);
      case "obj": {
        const p = r.pick(t.props);
        if (p.opt) return `${name}.${p.name} !== undefined`;
        return this.cond(p.type, `${name}.${p.name}`, d + 1);
      }
      case "du": return `${name}.kind === ${this.str(r.pick(t.variants).tag)}`;
      case "arr": return `${name}.length > 0`;
      default: return "true";
    }
  }

  // -- statements -----------------------------------------------------------------------------
  declare(t, mutable) {
    const name = this.fresh(this.r.pick(["rows", "total", "x", "val", "result", "data", "item", "acc", "out"]));
    const needs = !["num", "str", "bool"].includes(t.k) || (t.k === "arr" && !["num", "str"].includes(t.el.k));
    const annotate = needs || this.r.chance(this.style.annotate) || mutable;
    const kw = mutable ? "let" : "const";
    // a union-typed variable gets its value through identity<T>() so that the assignment does not
    // narrow it (later conditions on it must not compare disjoint types)
    const union = ["lit", "opt", "du", "bool"].includes(t.k);
    const init = union ? `identity<${ts(t)}>(${this.expr(t)})` : this.expr(t);
    this.emit(`${kw} ${name}${annotate ? ": " + ts(t) : ""} = ${init}${this.style.semi}`);
    this.vars.push({ name, type: t, mutable });
    return name;
  }
  stmt(depth) {
    const r = this.r;
    const c = r.int(0, 18);
    if (c <= 3) return this.declare(this.baseType(), r.chance(0.2));
    if (c === 4) return this.func();
    if (c === 5) return this.narrowOpt();
    if (c === 6) return this.narrowDu();
    if (c === 7) return this.loop();
    if (c === 8) return this.asyncFn();
    if (c === 9 && depth === 0) return this.cls();
    if (c === 10) return this.mutate();
    if (c === 11) return this.grouping();
    if (c === 12) return this.log();
    if (c === 13) return this.tryCatch();
    if (c === 14 && depth > 0) return this.declare(this.baseType(), false);
    return this.idiom();
  }
  // One of the idioms agent code is made of, on fresh names (and on what is in scope).
  idiom() {
    // (semicolons always: some idioms put several statements on one line)
    const r = this.r, S = ";", q = (x) => this.str(x);
    const objs = this.types.filter((t) => t.k === "obj");
    const T = objs.length ? r.pick(objs) : this.objType(1);
    const req = T.props.filter((p) => !p.opt);
    const numP = req.find((p) => p.type.k === "num"), strP = req.find((p) => p.type.k === "str");
    const xs = this.fresh("list"), v = this.fresh("v");
    const k = r.int(0, 62 + IDIOMS2);
    const lit = () => this.lit(T, 3);
    this.emit(`const ${xs}: ${T.name}[] = [${lit()}, ${lit()}]${S}`);
    this.vars.push({ name: xs, type: arr(T) });
    if (k > 62) return this.idiom2(k - 63, { T, xs, v, numP, strP, req, lit });
    switch (k) {
      case 0: // destructuring with defaults and rest
        if (req.length) {
          const p = r.pick(req);
          this.emit(`const { ${p.name}: ${v}, ...${v}rest } = ${xs}[0] ?? ${lit()}${S}`);
          this.emit(`console.log(${v}, Object.keys(${v}rest).length)${S}`);
        }
        break;
      case 1: // spread update
        if (req.length) {
          const p = r.pick(req);
          this.emit(`const ${v}: ${T.name}[] = ${xs}.map((row) => ({ ...row, ${p.name}: ${this.expr(p.type, 3)} }))${S}`);
          this.vars.push({ name: v, type: arr(T) });
        }
        break;
      case 2: // sort by a numeric or string key
        if (numP) this.emit(`const ${v} = [...${xs}].sort((a, b) => b.${numP.name} - a.${numP.name})${S}`);
        else if (strP) this.emit(`const ${v} = [...${xs}].sort((a, b) => a.${strP.name}.localeCompare(b.${strP.name}))${S}`);
        else this.emit(`const ${v} = ${xs}.slice().reverse()${S}`);
        this.vars.push({ name: v, type: arr(T) });
        break;
      case 3: // type guard function
        this.emit(`function is${v}(x: ${T.name} | string | null | undefined): x is ${T.name} {`);
        this.emit(`  return typeof x === "object" && x !== null${S}`);
        this.emit(`}`);
        this.emit(`const ${v} = [${lit()}, "none", null].filter(is${v})${S}`);
        this.vars.push({ name: v, type: arr(T) });
        break;
      case 4: // generic with keyof
        this.emit(`function pluck${v}<T, K extends keyof T>(rows: T[], key: K): T[K][] {`);
        this.emit(`  return rows.map((row) => row[key])${S}`);
        this.emit(`}`);
        if (req.length) {
          const p = r.pick(req);
          this.emit(`const ${v} = pluck${v}(${xs}, ${q(p.name)})${S}`);
          this.vars.push({ name: v, type: arr(p.type) });
        }
        break;
      case 5: // constrained generic
        if (numP) {
          this.emit(`function maxBy${v}<T extends { ${numP.name}: number }>(rows: readonly T[]): T | undefined {`);
          this.emit(`  let best: T | undefined${S}`);
          this.emit(`  for (const row of rows) if (best === undefined || row.${numP.name} > best.${numP.name}) best = row${S}`);
          this.emit(`  return best${S}`);
          this.emit(`}`);
          this.emit(`const ${v} = maxBy${v}(${xs})${S}`);
          this.emit(`console.log(${v}?.${numP.name} ?? 0)${S}`);
        }
        break;
      case 6: // Promise.all over an async map
        this.emit(`async function load${v}(row: ${T.name}): Promise<${T.name}> {`);
        this.emit(`  await Promise.resolve()${S}`);
        this.emit(`  return row${S}`);
        this.emit(`}`);
        this.emit(`const ${v} = await Promise.all(${xs}.map((row) => load${v}(row)))${S}`);
        this.emit(`const ${v}settled = await Promise.allSettled(${xs}.map(load${v}))${S}`);
        this.emit(`console.log(${v}.length, ${v}settled.filter((s) => s.status === "fulfilled").length)${S}`);
        this.vars.push({ name: v, type: arr(T) });
        break;
      case 7: // entries with index
        this.emit(`for (const [i, row] of ${xs}.entries()) {`);
        this.emit(`  if (i > 0) console.log(i, ${strP ? `row.${strP.name}.length` : "row"})${S}`);
        this.emit(`}`);
        break;
      case 8: // Set operations
        if (strP) {
          this.emit(`const ${v} = new Set(${xs}.map((row) => row.${strP.name}))${S}`);
          this.emit(`const ${v}list = [...${v}].filter((s) => s.length > 0)${S}`);
          this.emit(`console.log(${v}.has(${q("a")}), ${v}.size, ${v}list)${S}`);
          this.vars.push({ name: `${v}list`, type: arr(STR) });
        }
        break;
      case 9: // Record keyed by a literal union, Partial, Pick
        this.emit(`type ${v}Key = "low" | "mid" | "high"${S}`);
        this.emit(`const ${v}: Record<${v}Key, number> = { low: 0, mid: 0, high: 0 }${S}`);
        if (numP) this.emit(`for (const row of ${xs}) ${v}[row.${numP.name} > 10 ? "high" : row.${numP.name} > 5 ? "mid" : "low"] += 1${S}`);
        this.emit(`const ${v}patch: Partial<${T.name}> = {}${S}`);
        if (req.length) this.emit(`const ${v}pick: Pick<${T.name}, ${q(req[0].name)}> = { ${req[0].name}: ${this.expr(req[0].type, 3)} }${S}`);
        this.emit(`console.log(${v}, ${v}patch${req.length ? `, ${v}pick` : ""})${S}`);
        break;
      case 10: // closure counter
        this.emit(`const make${v} = (start = 0) => {`);
        this.emit(`  let n = start${S}`);
        this.emit(`  return { next: () => ++n, get value() { return n${S} } }${S}`);
        this.emit(`}${S}`);
        this.emit(`const ${v} = make${v}(${r.int(0, 5)})${S}`);
        this.emit(`${v}.next()${S}`);
        this.emit(`console.log(${v}.value + 1)${S}`);
        break;
      case 11: // recursion
        this.emit(`function depth${v}(n: number): number {`);
        this.emit(`  return n <= 1 ? 1 : 1 + depth${v}(Math.floor(n / 2))${S}`);
        this.emit(`}`);
        this.emit(`console.log(depth${v}(${xs}.length + ${r.int(1, 50)}))${S}`);
        break;
      case 12: // in-narrowing of a union of shapes
        this.emit(`type ${v}A = { rows: ${T.name}[] }${S}`);
        this.emit(`type ${v}B = { error: string; code?: number }${S}`);
        this.emit(`function show${v}(res: ${v}A | ${v}B): string {`);
        this.emit(`  if ("error" in res) return \`\${res.error} (\${res.code ?? 0})\`${S}`);
        this.emit(`  return String(res.rows.length)${S}`);
        this.emit(`}`);
        this.emit(`console.log(show${v}({ rows: ${xs} }), show${v}({ error: "x" }))${S}`);
        break;
      case 13: // instanceof and errors
        this.emit(`class ${v}Error extends Error {`);
        this.emit(`  constructor(message: string, public readonly status: number) {`);
        this.emit(`    super(message)${S}`);
        this.emit(`  }`);
        this.emit(`}`);
        this.emit(`try {`);
        this.emit(`  if (${xs}.length > 1) throw new ${v}Error("too many", 400)${S}`);
        this.emit(`} catch (err) {`);
        this.emit(`  if (err instanceof ${v}Error) console.log(err.status, err.message)${S}`);
        this.emit(`  else if (err instanceof Error) console.log(err.message)${S}`);
        this.emit(`}`);
        break;
      case 14: // as const lookup table
        this.emit(`const ${v} = { low: 1, mid: 5, high: 10 } as const${S}`);
        this.emit(`const ${v}keys = Object.keys(${v}) as (keyof typeof ${v})[]${S}`);
        this.emit(`console.log(${v}keys.map((k) => ${v}[k] * 2).reduce((a, b) => a + b, 0))${S}`);
        break;
      case 15: // optional chaining through nested optional objects
        this.emit(`type ${v}Cfg = { db?: { host?: string; port?: number }; tags?: string[] }${S}`);
        this.emit(`const ${v}: ${v}Cfg = JSON.parse(${q('{"db":{"port":5432}}')})${S}`);
        this.emit(`const ${v}port = ${v}.db?.port ?? 5432${S}`);
        this.emit(`const ${v}host = ${v}.db?.host?.toUpperCase() ?? ${q("localhost")}${S}`);
        this.emit(`console.log(${v}port + 1, ${v}host, ${v}.tags?.length ?? 0, ${v}.tags?.[0])${S}`);
        break;
      case 16: // tuples
        this.emit(`function split${v}(rows: ${T.name}[]): [${T.name}[], ${T.name}[]] {`);
        this.emit(`  const yes: ${T.name}[] = []${S}`);
        this.emit(`  const no: ${T.name}[] = []${S}`);
        this.emit(`  rows.forEach((row, i) => (i % 2 === 0 ? yes : no).push(row))${S}`);
        this.emit(`  return [yes, no]${S}`);
        this.emit(`}`);
        this.emit(`const [${v}a, ${v}b] = split${v}(${xs})${S}`);
        this.emit(`console.log(${v}a.length - ${v}b.length)${S}`);
        break;
      case 17: // regex and string parsing
        this.emit(`const ${v} = ${q("order-42: 3 items")}.match(/(\d+)/)${S}`);
        this.emit(`const ${v}n = ${v} ? Number(${v}[1]) : 0${S}`);
        this.emit(`const ${v}s = ${q("a,b;c")}.split(/[,;]/).map((x) => x.trim()).filter(Boolean)${S}`);
        this.emit(`console.log(${v}n + 1, ${v}s.join("|"), ${q("x_y")}.replace(/_/g, " "))${S}`);
        break;
      case 18: // Object.entries sorted and formatted
        this.emit(`const ${v}: Record<string, number> = {}${S}`);
        this.emit(`for (const row of ${xs}) ${v}[${strP ? `row.${strP.name}` : q("k")}] = (${v}[${strP ? `row.${strP.name}` : q("k")}] ?? 0) + 1${S}`);
        this.emit(`const ${v}top = Object.entries(${v}).sort(([, a], [, b]) => b - a).slice(0, 3).map(([k, n]) => \`\${k}=\${n}\`)${S}`);
        this.emit(`console.log(${v}top.join(", "))${S}`);
        break;
      case 20: // generic class with a static factory and a method taking a callback
        this.emit(`class ${v}Box<T> {`);
        this.emit(`  private items: T[] = []${S}`);
        this.emit(`  static of<U>(...xs: U[]): ${v}Box<U> { const b = new ${v}Box<U>()${S} xs.forEach((x) => b.add(x))${S} return b${S} }`);
        this.emit(`  add(x: T): this { this.items.push(x)${S} return this${S} }`);
        this.emit(`  map<U>(f: (x: T, i: number) => U): ${v}Box<U> { return ${v}Box.of(...this.items.map(f))${S} }`);
        this.emit(`  get size(): number { return this.items.length${S} }`);
        this.emit(`  toArray(): readonly T[] { return this.items${S} }`);
        this.emit(`}`);
        this.emit(`const ${v} = ${v}Box.of(...${xs}).map((row, i) => i)${S}`);
        this.emit(`console.log(${v}.size, ${v}.add(1).toArray().length)${S}`);
        break;
      case 21: // abstract class with subclasses
        this.emit(`abstract class ${v}Shape {`);
        this.emit(`  abstract area(): number${S}`);
        this.emit(`  describe(): string { return \`\${this.constructor.name}: \${this.area().toFixed(2)}\`${S} }`);
        this.emit(`}`);
        this.emit(`class ${v}Sq extends ${v}Shape { constructor(private side: number) { super()${S} } area() { return this.side ** 2${S} } }`);
        this.emit(`class ${v}Ci extends ${v}Shape { constructor(readonly r: number) { super()${S} } area() { return Math.PI * this.r ** 2${S} } }`);
        this.emit(`const ${v}: ${v}Shape[] = [new ${v}Sq(2), new ${v}Ci(1)]${S}`);
        this.emit(`console.log(${v}.map((s) => s.describe()), ${v}.reduce((t, s) => t + s.area(), 0))${S}`);
        break;
      case 22: // optional and default parameters, overloads
        this.emit(`function fmt${v}(n: number): string${S}`);
        this.emit(`function fmt${v}(n: number, unit: string): string${S}`);
        this.emit(`function fmt${v}(n: number, unit?: string): string { return unit ? \`\${n} \${unit}\` : String(n)${S} }`);
        this.emit(`const pad${v} = (s: string, width = 8, fill = " ") => s.padStart(width, fill)${S}`);
        this.emit(`console.log(fmt${v}(1), fmt${v}(2, "kg"), pad${v}("x"), pad${v}("y", 3))${S}`);
        break;
      case 23: // index signatures and dictionaries
        this.emit(`interface ${v}Dict { [key: string]: number | undefined }`);
        this.emit(`const ${v}: ${v}Dict = {}${S}`);
        this.emit(`for (const row of ${xs}) ${v}[String(${numP ? `row.${numP.name}` : "1"})] = (${v}[String(${numP ? `row.${numP.name}` : "1"})] ?? 0) + 1${S}`);
        this.emit(`const ${v}sum = Object.values(${v}).reduce<number>((a, b) => a + (b ?? 0), 0)${S}`);
        this.emit(`console.log(${v}sum)${S}`);
        break;
      case 24: // getters and setters with validation
        this.emit(`class ${v}Temp {`);
        this.emit(`  #c = 0${S}`);
        this.emit(`  get celsius() { return this.#c${S} }`);
        this.emit(`  set celsius(v: number) { if (v < -273.15) throw new RangeError("too cold")${S} this.#c = v${S} }`);
        this.emit(`  get fahrenheit(): number { return this.#c * 9 / 5 + 32${S} }`);
        this.emit(`}`);
        this.emit(`const ${v} = new ${v}Temp()${S}`);
        this.emit(`${v}.celsius = ${r.int(0, 40)}${S}`);
        this.emit(`console.log(${v}.fahrenheit.toFixed(1), ${v}.celsius + 1)${S}`);
        break;
      case 25: // satisfies and readonly
        this.emit(`const ${v} = { retries: 3, mode: "fast" } satisfies { retries: number; mode: "fast" | "slow" }${S}`);
        this.emit(`const ${v}ro: readonly number[] = [1, 2, 3]${S}`);
        this.emit(`const ${v}m: "fast" | "slow" = ${v}.mode${S}`);
        this.emit(`console.log(${v}.retries + ${v}ro.length, ${v}m, ${v}ro.includes(2))${S}`);
        break;
      case 26: // Map iteration and grouping with Map.prototype methods
        this.emit(`const ${v} = new Map<string, number[]>()${S}`);
        this.emit(`for (const [i, row] of ${xs}.entries()) {`);
        this.emit(`  const key = ${strP ? `row.${strP.name}` : "String(i % 2)"}${S}`);
        this.emit(`  if (!${v}.has(key)) ${v}.set(key, [])${S}`);
        this.emit(`  ${v}.get(key)!.push(i)${S}`);
        this.emit(`}`);
        this.emit(`for (const [key, list] of ${v}) console.log(key, list.length)${S}`);
        this.emit(`console.log([...${v}.values()].flat().length, Array.from(${v}.keys()).sort())${S}`);
        break;
      case 27: // string literal union switch with exhaustive helper
        this.emit(`type ${v}Level = "debug" | "info" | "warn" | "error"${S}`);
        this.emit(`function rank${v}(l: ${v}Level): number {`);
        this.emit(`  switch (l) {`);
        this.emit(`    case "debug": return 0${S}`);
        this.emit(`    case "info": return 1${S}`);
        this.emit(`    case "warn":`);
        this.emit(`    case "error": return 2${S}`);
        this.emit(`  }`);
        this.emit(`}`);
        this.emit(`const ${v}: ${v}Level[] = ["info", "error"]${S}`);
        this.emit(`console.log(${v}.map(rank${v}), ${v}.filter((l): l is "error" => l === "error").length)${S}`);
        break;
      case 28: // async error handling and retries
        this.emit(`async function attempt${v}<T>(f: () => Promise<T>, tries = 2): Promise<T | undefined> {`);
        this.emit(`  for (let i = 0; i < tries; i++) {`);
        this.emit(`    try {`);
        this.emit(`      return await f()${S}`);
        this.emit(`    } catch (e) {`);
        this.emit(`      if (i === tries - 1) console.log("failed", e instanceof Error ? e.message : e)${S}`);
        this.emit(`    }`);
        this.emit(`  }`);
        this.emit(`  return undefined${S}`);
        this.emit(`}`);
        this.emit(`const ${v} = await attempt${v}(async () => ${xs}.length * 2)${S}`);
        this.emit(`console.log((${v} ?? 0) + 1)${S}`);
        break;
      case 29: // object utilities: keys typed, entries mapped back, spread merge
        this.emit(`const ${v}a = { x: 1, y: 2 }${S}`);
        this.emit(`const ${v}b = { ...${v}a, z: 3, x: 10 }${S}`);
        this.emit(`const ${v}k = (Object.keys(${v}b) as Array<keyof typeof ${v}b>).map((k) => ${v}b[k] * 2)${S}`);
        this.emit(`const ${v}inv = Object.fromEntries(Object.entries(${v}b).map(([k, n]) => [n, k]))${S}`);
        this.emit(`console.log(${v}k, ${v}inv, structuredClone(${v}a))${S}`);
        break;
      case 30: // optional methods and callbacks in interfaces
        this.emit(`interface ${v}Hooks { before?: (n: number) => void; after?(n: number): string }`);
        this.emit(`const ${v}: ${v}Hooks = { after: (n) => String(n * 2) }${S}`);
        this.emit(`${v}.before?.(1)${S}`);
        this.emit(`console.log(${v}.after?.(2) ?? "none")${S}`);
        break;
      case 31: // dates and numbers formatting
        this.emit(`const ${v} = new Date(Date.UTC(2024, 0, ${r.int(1, 28)}))${S}`);
        this.emit(`const ${v}iso = ${v}.toISOString().slice(0, 10)${S}`);
        this.emit(`const ${v}days = Math.round((Date.UTC(2024, 1, 1) - ${v}.getTime()) / 86400000)${S}`);
        this.emit(`console.log(${v}iso, ${v}days, (1234.5).toLocaleString("en-US"), Number.parseFloat("3.5").toFixed(1))${S}`);
        break;
      case 32: // generic constraint with keyof and Partial update
        this.emit(`function update${v}<T extends object>(obj: T, patch: Partial<T>): T { return { ...obj, ...patch }${S} }`);
        if (req.length) this.emit(`const ${v} = update${v}(${xs}[0] ?? ${lit()}, { ${req[0].name}: ${this.expr(req[0].type, 3)} })${S}`);
        else this.emit(`const ${v} = update${v}({ a: 1 }, { a: 2 })${S}`);
        this.emit(`console.log(${v})${S}`);
        break;
      case 33: // labeled records with Record<Union, T> and mapped iteration
        this.emit(`type ${v}Day = "mon" | "tue" | "wed"${S}`);
        this.emit(`const ${v}: Record<${v}Day, string[]> = { mon: [], tue: ["a"], wed: [] }${S}`);
        this.emit(`const ${v}busy = (Object.keys(${v}) as ${v}Day[]).filter((d) => ${v}[d].length > 0)${S}`);
        this.emit(`console.log(${v}busy.join(","), Object.values(${v}).flat().length)${S}`);
        break;
      case 34: // a generator over the rows, consumed by for-of, spread and Array.from
        this.emit(`function* ${v}Gen(rows: readonly ${T.name}[]${r.chance(0.5) ? "" : ", limit = rows.length"})${r.chance(0.5) ? `: Generator<${T.name}, number, undefined>` : ""} {`);
        this.emit(`  let n = 0${S}`);
        this.emit(`  for (const row of rows) { yield row${S} n++${S} }`);
        this.emit(`  return n${S}`);
        this.emit(`}`);
        this.emit(`for (const row of ${v}Gen(${xs})) console.log(${strP ? `row.${strP.name}.toUpperCase()` : "row"})${S}`);
        this.emit(`const ${v} = [...${v}Gen(${xs})]${S}`);
        this.emit(`const ${v}from = Array.from(${v}Gen(${xs}), (row, i) => i)${S}`);
        this.emit(`const ${v}it = ${v}Gen(${xs})${S}`);
        this.emit(`const ${v}step = ${v}it.next()${S}`);
        this.emit(`if (!${v}step.done) console.log(${v}step.value${strP ? `.${strP.name}.length` : ""})${S}`);
        this.emit(`console.log(${v}.length, ${v}from.length)${S}`);
        this.vars.push({ name: v, type: arr(T) });
        break;
      case 35: // yield* delegation and a generator that receives values
        this.emit(`function* ${v}Ids(${r.chance(0.5) ? "" : "start: number = 0"}) { yield 1${S} yield 2${S} }`);
        this.emit(`function* ${v}All() { yield 0${S} yield* ${v}Ids()${S} yield* [3, 4]${S} }`);
        this.emit(`function* ${v}Sum(): Generator<number, void, number> { let t = 0${S} while (t < 100) { t += yield t${S} } }`);
        this.emit(`const ${v}s = ${v}Sum()${S} ${v}s.next(0)${S}`);
        this.emit(`const ${v} = [...${v}All()].map((n) => n * 2)${S}`);
        this.emit(`console.log(${v}.reduce((a, b) => a + b, 0), ${v}s.next(5).value)${S}`);
        this.vars.push({ name: v, type: arr(NUM) });
        break;
      case 36: // async generator and for await
        if (!this.inAsync) break;
        this.emit(`async function* ${v}Pages(${r.chance(0.5) ? "size: number" : `size${r.chance(0.5) ? ": number" : ""} = 2`}) {`);
        this.emit(`  for (let i = 0; i < ${xs}.length; i += size) { await Promise.resolve()${S} yield ${xs}.slice(i, i + size)${S} }`);
        this.emit(`}`);
        this.emit(`const ${v}: ${T.name}[] = []${S}`);
        this.emit(`for await (const page of ${v}Pages(2)) ${v}.push(...page)${S}`);
        this.emit(`for await (const x of [Promise.resolve(1), 2]) console.log(x.toFixed(1))${S}`);
        this.emit(`console.log(${v}.length)${S}`);
        this.vars.push({ name: v, type: arr(T) });
        break;
      case 37: // a class that is iterable through Symbol.iterator
        this.emit(`class ${v}Bag implements Iterable<${T.name}> {`);
        this.emit(`  #rows: ${T.name}[] = []${S}`);
        this.emit(`  static #created = 0${S}`);
        this.emit(`  static { ${v}Bag.#created = 0${S} }`);
        this.emit(`  add(row: ${T.name}): this { this.#rows.push(row)${S} ${v}Bag.#created++${S} return this${S} }`);
        this.emit(`  get size(): number { return this.#rows.length${S} }`);
        this.emit(`  *[Symbol.iterator](): Iterator<${T.name}> { yield* this.#rows${S} }`);
        this.emit(`}`);
        this.emit(`const ${v} = new ${v}Bag()${S}`);
        this.emit(`for (const row of ${xs}) ${v}.add(row)${S}`);
        this.emit(`console.log(${v}.size, [...${v}].length, Array.from(${v}).length)${S}`);
        break;
      case 38: // symbols as keys, well-known symbols
        this.emit(`const ${v}Key = Symbol(${q("meta")})${S}`);
        this.emit(`const ${v}: { label: string; [${v}Key]: number } = { label: ${q("x")}, [${v}Key]: ${r.int(1, 9)} }${S}`);
        this.emit(`console.log(${v}[${v}Key], ${v}Key.description ?? "", typeof ${v}Key === "symbol", Symbol.for("k") === Symbol.for("k"))${S}`);
        break;
      case 39: // readonly tuples and arrays, as const
        this.emit(`const ${v} = [${q("a")}, ${r.int(1, 9)}, true] as const${S}`);
        this.emit(`const ${v}pair: readonly [string, number] = [${v}[0], ${v}[1]]${S}`);
        this.emit(`const ${v}ro: readonly ${T.name}[] = ${xs}${S}`);
        this.emit(`function ${v}first<T>(xs: readonly T[]): T | undefined { return xs[0]${S} }`);
        this.emit(`const [${v}a, ${v}b] = ${v}pair${S}`);
        this.emit(`console.log(${v}a.length + ${v}b, ${v}first(${v}ro) !== undefined, ${v}.length)${S}`);
        break;
      case 40: // satisfies and template literal types
        this.emit(`type ${v}Route = \`/${"$"}{string}\`${S}`);
        this.emit(`type ${v}Ev = \`on${"$"}{Capitalize<"click" | "load">}\`${S}`);
        this.emit(`const ${v} = { home: "/", list: "/items" } satisfies Record<string, ${v}Route>${S}`);
        this.emit(`const ${v}ev: ${v}Ev = "onClick"${S}`);
        this.emit(`console.log(${v}.list.slice(1), ${v}ev.length)${S}`);
        break;
      case 41: // mapped and conditional types as agent code writes them
        this.emit(`type ${v}Flags<T> = { [K in keyof T]: boolean }${S}`);
        this.emit(`type ${v}Opt<T> = { [K in keyof T]?: T[K] }${S}`);
        this.emit(`type ${v}El<T> = T extends readonly (infer U)[] ? U : never${S}`);
        this.emit(`const ${v}: ${v}Opt<${T.name}> = {}${S}`);
        this.emit(`const ${v}el: ${v}El<${T.name}[]> = ${lit()}${S}`);
        this.emit(`console.log(Object.keys(${v}).length, ${v}el)${S}`);
        break;
      case 42: // timers and microtasks
        if (!this.inAsync) break;
        this.emit(`const ${v}sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))${S}`);
        this.emit(`await ${v}sleep(${r.int(0, 20)})${S}`);
        this.emit(`const ${v}t = setTimeout(() => console.log("late"), 1000)${S} clearTimeout(${v}t)${S}`);
        this.emit(`queueMicrotask(() => console.log(${xs}.length))${S}`);
        this.emit(`const ${v} = await new Promise<number>((resolve) => setTimeout(() => resolve(${xs}.length), 1))${S}`);
        this.emit(`console.log(${v} + 1)${S}`);
        break;
      case 43: // accessors with private fields and a static factory
        this.emit(`class ${v}Box {`);
        this.emit(`  #value = 0${S}`);
        this.emit(`  private static count = 0${S}`);
        this.emit(`  get value(): number { return this.#value${S} }`);
        this.emit(`  set value(v: number) { this.#value = Math.max(0, v)${S} }`);
        this.emit(`  static create(v: number): ${v}Box { const b = new ${v}Box()${S} b.value = v${S} ${v}Box.count++${S} return b${S} }`);
        this.emit(`}`);
        this.emit(`const ${v} = ${v}Box.create(${xs}.length)${S}`);
        this.emit(`${v}.value += 1${S}`);
        this.emit(`console.log(${v}.value.toFixed(0))${S}`);
        break;
      case 44: // generators as lazy pipelines (take/map over an infinite source)
        this.emit(`function* ${v}Nat() { let i = 0${S} while (true) yield i++${S} }`);
        this.emit(`function* ${v}Map<T, U>(it: Iterable<T>, f: (x: T) => U): Generator<U> { for (const x of it) yield f(x)${S} }`);
        this.emit(`function ${v}Take<T>(it: Iterable<T>, n: number): T[] { const out: T[] = []${S} for (const x of it) { if (out.length >= n) break${S} out.push(x)${S} } return out${S} }`);
        this.emit(`const ${v} = ${v}Take(${v}Map(${v}Nat(), (n) => n * n), 5)${S}`);
        this.emit(`console.log(${v}.join(","))${S}`);
        this.vars.push({ name: v, type: arr(NUM) });
        break;
      case 45: // an object literal with generator methods and Symbol.iterator
        this.emit(`const ${v} = {`);
        this.emit(`  rows: ${xs},`);
        this.emit(`  *[Symbol.iterator]() { yield* this.rows${S} },`);
        this.emit(`  *indexes() { for (let i = 0${S} i < this.rows.length${S} i++) yield i${S} },`);
        this.emit(`}${S}`);
        this.emit(`console.log([...${v}].length, [...${v}.indexes()].map((i) => i + 1))${S}`);
        break;
      case 46: // Map iteration through entries()/keys() and iterator results
        if (numP) {
          this.emit(`const ${v} = new Map(${xs}.map((row, i) => [i, row.${numP.name}] as const))${S}`);
          this.emit(`const ${v}keys = ${v}.keys()${S}`);
          this.emit(`const ${v}k = ${v}keys.next()${S}`);
          this.emit(`if (!${v}k.done) console.log(${v}k.value + 1)${S}`);
          this.emit(`for (const [i, n] of ${v}.entries()) console.log(i, n.toFixed(1))${S}`);
        }
        break;
      case 47: // structuredClone and console variants
        this.emit(`const ${v} = structuredClone(${xs})${S}`);
        this.emit(`console.table(${v})${S}`);
        this.emit(`console.group(${q("rows")})${S} console.count()${S} console.groupEnd()${S}`);
        this.emit(`console.assert(${v}.length === ${xs}.length, "same")${S}`);
        this.vars.push({ name: v, type: arr(T) });
        break;
      case 48: // string and numeric enums: members used as their base type
        this.emit(`enum ${v}Kind { A = ${q("alpha")}, B = ${q("beta")} }`);
        this.emit(`enum ${v}Rank { Low, Mid, High }`);
        this.emit(`const ${v} = ${v}Kind.B.toUpperCase() + ${v}Kind.A.length + ${v}Rank.High.toFixed(0)${S}`);
        this.emit(`const ${v}r: ${v}Rank = ${xs}.length > 1 ? ${v}Rank.Mid : ${v}Rank.Low${S}`);
        this.emit(`console.log(${v}.length, ${v}Rank[${v}r], ${v}r + 1)${S}`);
        break;
      case 49: // compound nullish/logical assignment on optional and nullable properties
        this.emit(`const ${v}: { hits?: number; name: string | null; tags?: string[] } = { name: null }${S}`);
        this.emit(`${v}.hits ??= 0${S}`);
        this.emit(`${v}.hits += ${xs}.length${S}`);
        this.emit(`${v}.name ||= ${q("anon")}${S}`);
        this.emit(`(${v}.tags ??= []).push(${v}.name.toUpperCase())${S}`);
        this.emit(`console.log(${v}.hits.toFixed(0), ${v}.tags.length)${S}`);
        break;
      case 50: // assertion functions (asserts x, asserts x is T)
        this.emit(`function ${v}Assert(cond: unknown, msg: string): asserts cond {`);
        this.emit(`  if (!cond) throw new Error(msg)${S}`);
        this.emit(`}`);
        this.emit(`function ${v}IsRow(x: unknown): asserts x is ${T.name} {`);
        this.emit(`  if (typeof x !== "object" || x === null) throw new TypeError("row")${S}`);
        this.emit(`}`);
        this.emit(`const ${v}: unknown = ${xs}[0]${S}`);
        this.emit(`${v}IsRow(${v})${S}`);
        this.emit(`const ${v}f = ${xs}.find((row) => row !== ${v})${S}`);
        this.emit(`${v}Assert(${v}f !== undefined, "none")${S}`);
        this.emit(`console.log(${v}, ${v}f${numP ? `.${numP.name}.toFixed(1)` : ""})${S}`);
        break;
      case 51: // records keyed by template literal types, contextual callback parameters
        this.emit(`type ${v}Ev = "open" | "close"${S}`);
        this.emit(`const ${v}: Record<\`on\${Capitalize<${v}Ev>}\`, (row: ${T.name}, i: number) => void> = {`);
        this.emit(`  onOpen: (row, i) => console.log(i + 1, row),`);
        this.emit(`  onClose(row, i) { console.log(i * 2, row)${S} },`);
        this.emit(`}${S}`);
        this.emit(`${xs}.forEach((row, i) => ${v}.onOpen(row, i))${S}`);
        break;
      case 52: // rest parameters typed by labelled tuples
        this.emit(`type ${v}Args = [label: string, ...counts: number[]]${S}`);
        this.emit(`function ${v}(...[label, ...counts]: ${v}Args): string {`);
        this.emit(`  return label + counts.reduce((a, b) => a + b, 0).toFixed(0)${S}`);
        this.emit(`}`);
        this.emit(`const ${v}a: ${v}Args = [${q("n")}, ${xs}.length]${S}`);
        this.emit(`console.log(${v}(${q("x")}, 1, 2), ${v}(...${v}a))${S}`);
        break;
      case 53: // overloads with literal parameter types
        this.emit(`function ${v}(kind: "count"): number${S}`);
        this.emit(`function ${v}(kind: "names"): string[]${S}`);
        this.emit(`function ${v}(kind: "count" | "names"): number | string[] {`);
        this.emit(`  return kind === "count" ? ${xs}.length : ${xs}.map((_, i) => String(i))${S}`);
        this.emit(`}`);
        this.emit(`console.log(${v}("count").toFixed(0), ${v}("names").join())${S}`);
        break;
      case 54: // abstract class with a generic repository
        this.emit(`abstract class ${v}Base<R> {`);
        this.emit(`  protected rows: R[] = []${S}`);
        this.emit(`  abstract keep(row: R): boolean${S}`);
        this.emit(`  add(...rs: R[]): this { for (const row of rs) if (this.keep(row)) this.rows.push(row)${S} return this${S} }`);
        this.emit(`  get count(): number { return this.rows.length${S} }`);
        this.emit(`}`);
        this.emit(`class ${v}Impl extends ${v}Base<${T.name}> {`);
        this.emit(`  keep(row: ${T.name}): boolean { return row !== null${S} }`);
        this.emit(`}`);
        this.emit(`console.log(new ${v}Impl().add(...${xs}).count)${S}`);
        break;
      case 55: // mapped types over an interface (flags, getters with key remapping)
        this.emit(`type ${v}Flags = { [K in keyof ${T.name}]?: boolean }${S}`);
        this.emit(`type ${v}Get = { [K in keyof ${T.name} as \`get_\${string & K}\`]: () => ${T.name}[K] }${S}`);
        this.emit(`const ${v}: ${v}Flags = {}${S}`);
        this.emit(`for (const k of Object.keys(${xs}[0]) as (keyof ${T.name})[]) ${v}[k] = true${S}`);
        this.emit(`const ${v}g = {} as ${v}Get${S}`);
        this.emit(`console.log(Object.keys(${v}).length, typeof ${v}g)${S}`);
        break;
      case 56: // conditional types with infer
        this.emit(`type ${v}El<X> = X extends readonly (infer E)[] ? E : never${S}`);
        this.emit(`type ${v}Un<X> = X extends Promise<infer U> ? U : X${S}`);
        this.emit(`const ${v}: ${v}El<typeof ${xs}> = ${xs}[0]${S}`);
        this.emit(`const ${v}n: ${v}Un<Promise<number>> = ${xs}.length${S}`);
        this.emit(`console.log(${v}, ${v}n + 1)${S}`);
        break;
      case 57: // unknown narrowed through typeof / in on a record cast
        this.emit(`const ${v}: unknown = JSON.parse(JSON.stringify(${xs}[0]))${S}`);
        this.emit(`if (typeof ${v} === "object" && ${v} !== null) {`);
        this.emit(`  const o = ${v} as Record<string, unknown>${S}`);
        this.emit(`  for (const [k, val] of Object.entries(o)) if (typeof val === "number") console.log(k, val.toFixed(1))${S}`);
        this.emit(`  if ("id" in ${v}) console.log(${v}.id)${S}`);
        this.emit(`}`);
        break;
      case 58: // satisfies and as const
        this.emit(`const ${v} = { first: ${xs}[0], limit: ${xs}.length, mode: "fast" } satisfies Record<string, unknown>${S}`);
        this.emit(`const ${v}c = [${q("a")}, ${q("b")}] as const${S}`);
        this.emit(`type ${v}C = (typeof ${v}c)[number]${S}`);
        this.emit(`const ${v}x: ${v}C = ${v}c[1]${S}`);
        this.emit(`console.log(${v}.limit + 1, ${v}.mode.toUpperCase(), ${v}x)${S}`);
        break;
      case 59: // class with #private fields, static members and accessors
        this.emit(`class ${v}Acc {`);
        this.emit(`  #rows: ${T.name}[] = []${S}`);
        this.emit(`  static #made = 0${S}`);
        this.emit(`  constructor() { ${v}Acc.#made++${S} }`);
        this.emit(`  get size(): number { return this.#rows.length${S} }`);
        this.emit(`  set rows(rs: ${T.name}[]) { this.#rows = [...rs]${S} }`);
        this.emit(`  static get made(): number { return ${v}Acc.#made${S} }`);
        this.emit(`  has(x: object): boolean { return #rows in x${S} }`);
        this.emit(`}`);
        this.emit(`const ${v} = new ${v}Acc()${S}`);
        this.emit(`${v}.rows = ${xs}${S}`);
        this.emit(`console.log(${v}.size, ${v}Acc.made, ${v}.has(${v}))${S}`);
        break;
      case 60: // a typed event map with generic keyed methods
        this.emit(`type ${v}Map = { add: [row: ${T.name}]; clear: [] }${S}`);
        this.emit(`class ${v}Em<E extends Record<string, unknown[]>> {`);
        this.emit(`  private ls: { [K in keyof E]?: ((...a: E[K]) => void)[] } = {}${S}`);
        this.emit(`  on<K extends keyof E>(k: K, f: (...a: E[K]) => void): void { (this.ls[k] ??= []).push(f)${S} }`);
        this.emit(`  emit<K extends keyof E>(k: K, ...a: E[K]): void { for (const f of this.ls[k] ?? []) f(...a)${S} }`);
        this.emit(`}`);
        this.emit(`const ${v} = new ${v}Em<${v}Map>()${S}`);
        this.emit(`${v}.on("add", (row) => console.log(row))${S}`);
        this.emit(`${v}.emit("add", ${xs}[0])${S}`);
        this.emit(`${v}.emit("clear")${S}`);
        break;
      case 61: // async iterables: a class with Symbol.asyncIterator and a generic collector
        this.emit(`class ${v}Src implements AsyncIterable<${T.name}> {`);
        this.emit(`  constructor(private readonly rows: ${T.name}[]) {}`);
        this.emit(`  async *[Symbol.asyncIterator]() { for (const row of this.rows) yield row${S} }`);
        this.emit(`}`);
        this.emit(`async function ${v}Collect<X>(it: AsyncIterable<X>): Promise<X[]> {`);
        this.emit(`  const out: X[] = []${S}`);
        this.emit(`  for await (const x of it) out.push(x)${S}`);
        this.emit(`  return out${S}`);
        this.emit(`}`);
        if (this.inAsync) {
          this.emit(`const ${v} = await ${v}Collect(new ${v}Src(${xs}))${S}`);
          this.vars.push({ name: v, type: arr(T) });
        } else this.emit(`${v}Collect(new ${v}Src(${xs})).then((rows) => console.log(rows.length))${S}`);
        break;
      default: // interface extension and class implementing it
        this.emit(`interface ${v}Named { name: string }`);
        this.emit(`interface ${v}Priced extends ${v}Named { price: number; discount?: number }`);
        this.emit(`class ${v}Item implements ${v}Priced {`);
        this.emit(`  constructor(public name: string, public price: number, public discount?: number) {}`);
        this.emit(`  get final(): number { return this.price * (1 - (this.discount ?? 0))${S} }`);
        this.emit(`}`);
        this.emit(`const ${v}: ${v}Priced[] = [new ${v}Item("a", 10), { name: "b", price: 5, discount: 0.1 }]${S}`);
        this.emit(`console.log(${v}.map((p) => p instanceof ${v}Item ? p.final : p.price))${S}`);
    }
  }
  // The shapes the hand-written passes found false positives in (docs/checker.md), and more of
  // what agent code is made of: each case is well-typed for any object type T of the program.
  idiom2(k, { T, xs, v, numP, strP, req, lit }) {
    const r = this.r, S = ";", q = (x) => this.str(x);
    const num = numP ? `r.${numP.name}` : "Object.keys(r).length", str = strP ? `r.${strP.name}` : "JSON.stringify(r)";
    switch (k) {
      case 0: // inferred type predicates (TS 5.5): filter with an arrow that narrows
        this.emit(`const ${v} = [${xs}[0], undefined, null, ${xs}[1]].filter((x) => x !== undefined && x !== null)${S}`);
        this.emit(`const ${v}n = [1, "a", 2, null].filter((x) => typeof x === "number")${S}`);
        this.emit(`const is${v} = (x: unknown) => typeof x === "string"${S}`);
        this.emit(`const ${v}s = ["a", 1, "b"].filter(is${v})${S}`);
        this.emit(`console.log(${v}.length, ${v}n.map((n) => n.toFixed(1)), ${v}s.map((s) => s.toUpperCase()))${S}`);
        this.vars.push({ name: v, type: arr(T) });
        break;
      case 1: // `this` narrowing: type-predicate methods and instanceof on this
        this.emit(`abstract class ${v}Node {`);
        this.emit(`  abstract size(): number${S}`);
        this.emit(`  isLeaf(): this is ${v}Leaf { return this instanceof ${v}Leaf${S} }`);
        this.emit(`  label(): string { if (this instanceof ${v}Leaf) return String(this.value)${S} return "branch:" + this.size()${S} }`);
        this.emit(`}`);
        this.emit(`class ${v}Leaf extends ${v}Node { constructor(public value: number) { super()${S} } size() { return 1${S} } }`);
        this.emit(`class ${v}Branch extends ${v}Node {`);
        this.emit(`  constructor(public kids: ${v}Node[]) { super()${S} }`);
        this.emit(`  size(): number { return this.kids.reduce((a, kid) => a + kid.size(), 0)${S} }`);
        this.emit(`}`);
        this.emit(`const ${v}: ${v}Node = new ${v}Branch([new ${v}Leaf(${r.int(1, 9)}), new ${v}Leaf(2)])${S}`);
        this.emit(`if (${v}.isLeaf()) console.log(${v}.value + 1)${S} else console.log(${v}.size(), ${v}.label())${S}`);
        break;
      case 2: // abstract members: properties, getters, protected abstract methods, a template method
        this.emit(`abstract class ${v}Base<X> {`);
        this.emit(`  abstract readonly kind: string${S}`);
        this.emit(`  abstract get weight(): number${S}`);
        this.emit(`  protected abstract render(x: X): string${S}`);
        this.emit(`  show(xs: X[]): string { return \`\${this.kind}(\${this.weight}): \${xs.map((x) => this.render(x)).join(",")}\`${S} }`);
        this.emit(`}`);
        this.emit(`class ${v}Impl extends ${v}Base<${T.name}> {`);
        this.emit(`  readonly kind = ${q("impl")}${S}`);
        this.emit(`  get weight() { return ${r.int(1, 9)}${S} }`);
        this.emit(`  protected render(r: ${T.name}): string { return String(${strP ? str : num})${S} }`);
        this.emit(`}`);
        this.emit(`const ${v}: ${v}Base<${T.name}> = new ${v}Impl()${S}`);
        this.emit(`console.log(${v}.show(${xs}), ${v}.kind.length, ${v}.weight.toFixed(0))${S}`);
        break;
      case 3: // branded primitives
        this.emit(`type ${v}Id = string & { readonly __brand: ${q(v)} }${S}`);
        this.emit(`type ${v}Cents = number & { readonly __unit: "cents" }${S}`);
        this.emit(`const to${v}Id = (s: string): ${v}Id => s as ${v}Id${S}`);
        this.emit(`const cents${v} = (n: number) => Math.round(n * 100) as ${v}Cents${S}`);
        this.emit(`const ${v}ById = new Map<${v}Id, ${T.name}>()${S}`);
        this.emit(`${xs}.forEach((r, i) => ${v}ById.set(to${v}Id(\`k\${i}\`), r))${S}`);
        this.emit(`function get${v}(id: ${v}Id): ${T.name} | undefined { return ${v}ById.get(id)${S} }`);
        this.emit(`const ${v}: ${v}Cents = cents${v}(${r.int(1, 99)}.5)${S}`);
        this.emit(`const ${v}k = to${v}Id("k0")${S}`);
        this.emit(`console.log(get${v}(${v}k), ${v}k.toUpperCase(), ${v} + 1, (${v} / 100).toFixed(2), [...${v}ById.keys()].map((id) => id.length))${S}`);
        break;
      case 4: // enum members widen to the enum in mutable places
        this.emit(`enum ${v}Lvl { Low, Mid = 5, High }`);
        this.emit(`enum ${v}Tone { Red = "red", Blue = "blue" }`);
        this.emit(`let ${v} = ${v}Lvl.Low${S}`);
        this.emit(`if (${xs}.length > 1) ${v} = ${v}Lvl.High${S}`);
        this.emit(`const ${v}all = [${v}Lvl.Low, ${v}Lvl.Mid]${S}`);
        this.emit(`${v}all.push(${v}Lvl.High)${S}`);
        this.emit(`let ${v}t = ${v}Tone.Red${S}`);
        this.emit(`${v}t = ${v}Tone.Blue${S}`);
        this.emit(`const ${v}names: Record<${v}Tone, number> = { [${v}Tone.Red]: 1, [${v}Tone.Blue]: 2 }${S}`);
        this.emit(`const ${v}o = { level: ${v}Lvl.Mid, tone: ${v}Tone.Red }${S}`);
        this.emit(`${v}o.level = ${v}Lvl.Low${S}`);
        this.emit(`console.log(${v} + 1, ${v}all.includes(${v}), ${v}t.toUpperCase(), ${v}names[${v}t], ${v}o, ${v}Lvl[${v}Lvl.High])${S}`);
        break;
      case 5: // tuple contexts: returned, mapped to, put in Maps, destructured
        this.emit(`function ${v}MinMax(a: number[]): [min: number, max: number] { return [Math.min(...a), Math.max(...a)]${S} }`);
        this.emit(`const [${v}lo, ${v}hi] = ${v}MinMax(${xs}.map((r) => ${num}))${S}`);
        this.emit(`const ${v}pairs: [string, ${T.name}][] = ${xs}.map((r, i) => [String(i), r])${S}`);
        this.emit(`const ${v}m = new Map(${v}pairs)${S}`);
        this.emit(`const ${v}e = ${xs}.map((r): [string, number] => [${str}, ${num}])${S}`);
        this.emit(`const ${v}z = ${xs}.map((r, i) => [i, r] as const)${S}`);
        this.emit(`console.log(${v}lo - ${v}hi, ${v}m.get("0"), ${v}e.map(([s, n]) => s.length + n), ${v}z.map(([i]) => i + 1))${S}`);
        break;
      case 6: // flatMap inference
        this.emit(`const ${v} = ${xs}.flatMap((r) => (${num} > ${r.int(0, 40)} ? [r] : []))${S}`);
        this.emit(`const ${v}w = ${xs}.flatMap((r) => [${str}, String(${num})])${S}`);
        this.emit(`const ${v}n = [[1, 2], [3]].flatMap((x) => x)${S}`);
        this.emit(`const ${v}o = ${xs}.flatMap((r, i) => (i % 2 === 0 ? { at: i, r } : []))${S}`);
        this.emit(`console.log(${v}.length, ${v}w.map((s) => s.trim()), ${v}n.reduce((a, b) => a + b, 0), ${v}o.map((x) => x.at))${S}`);
        this.vars.push({ name: v, type: arr(T) });
        break;
      case 7: // optional-chain narrowing
        this.emit(`const ${v} = ${xs}.find((r) => ${num} >= 0)${S}`);
        if (strP) this.emit(`if (${v}?.${strP.name}) console.log(${v}.${strP.name}.length)${S}`);
        if (numP) this.emit(`if (${v}?.${numP.name} !== undefined) console.log(${v}.${numP.name}.toFixed(1))${S}`);
        this.emit(`if (typeof ${v}?.${req.length ? req[0].name : "toString"} !== "undefined") console.log(${v})${S}`);
        this.emit(`const ${v}c: { inner?: { list?: number[] } } = { inner: { list: [1] } }${S}`);
        this.emit(`if (${v}c.inner?.list?.length) console.log(${v}c.inner.list[0])${S}`);
        this.emit(`console.log(${v}c.inner?.list?.map((n) => n * 2) ?? [])${S}`);
        break;
      case 8: // unknown truthiness and narrowing
        this.emit(`function ${v}Describe(x: unknown): string {`);
        this.emit(`  if (!x) return "empty"${S}`);
        this.emit(`  if (typeof x === "object") return Object.keys(x).join(",")${S}`);
        this.emit(`  return String(x)${S}`);
        this.emit(`}`);
        this.emit(`const ${v}: unknown = JSON.parse(${q('{"id":1,"tags":["a"]}')})${S}`);
        this.emit(`if (${v} && typeof ${v} === "object" && "tags" in ${v} && Array.isArray(${v}.tags)) console.log(${v}.tags.length)${S}`);
        this.emit(`const ${v}f = ${v} || {}${S}`);
        this.emit(`console.log(${v}Describe(${v}), ${v}Describe(${xs}[0]), ${v}f)${S}`);
        break;
      case 9: // `this` parameters
        this.emit(`function ${v}Greet(this: { name: string }, greeting: string): string { return \`\${greeting}, \${this.name}\`${S} }`);
        this.emit(`const ${v}o = { name: ${q("Ada")}, n: 0, greet: ${v}Greet, inc(this: { n: number }) { this.n++${S} return this.n${S} } }${S}`);
        this.emit(`console.log(${v}o.greet("hi"), ${v}Greet.call({ name: "Bo" }, "yo").length, ${v}o.inc() + 1)${S}`);
        this.emit(`class ${v}Ctr { count = 0${S} tick(this: ${v}Ctr, by = 1) { this.count += by${S} return this${S} } }`);
        this.emit(`console.log(new ${v}Ctr().tick().tick(2).count)${S}`);
        break;
      case 10: // the expected return type as an inference context
        this.emit(`function ${v}Pick(xs: ${T.name}[]): Result<${T.name}> { return xs.length ? ok(xs[0]) : fail("empty")${S} }`);
        this.emit(`const ${v}all: Result<${T.name}>[] = ${xs}.map((r) => ok(r))${S}`);
        this.emit(`const ${v}load = (): Promise<${T.name}[]> => Promise.resolve(${xs})${S}`);
        this.emit(`const ${v}fmt: Record<string, (r: ${T.name}) => string> = { a: (r) => String(${num}), b: (r) => JSON.stringify(r) }${S}`);
        this.emit(`function ${v}Wrap(): { rows: ${T.name}[]; at: Date | null } { return { rows: ${xs}.filter((r) => ${num} >= 0), at: null }${S} }`);
        this.emit(`const ${v} = ${v}Pick(${xs})${S}`);
        this.emit(`console.log(${v}.ok ? ${v}.value : ${v}.error, ${v}all.length, Object.keys(${v}fmt), ${v}Wrap().rows.length)${S}`);
        this.emit(`${v}load().then((rows) => console.log(rows.length))${S}`);
        break;
      case 11: // variadic tuple type parameters
        this.emit(`function ${v}Concat<A extends unknown[], B extends unknown[]>(a: [...A], b: [...B]): [...A, ...B] { return [...a, ...b]${S} }`);
        this.emit(`function ${v}Call<A extends unknown[], R>(f: (...args: A) => R, ...args: A): R { return f(...args)${S} }`);
        this.emit(`function ${v}Tuple<T extends unknown[]>(...items: T): T { return items${S} }`);
        this.emit(`function ${v}Bind<A, R extends unknown[], X>(f: (a: A, ...r: R) => X, a: A): (...r: R) => X { return (...r: R) => f(a, ...r)${S} }`);
        this.emit(`const ${v} = ${v}Concat([${r.int(0, 9)}, ${q("a")}], [${xs}[0]])${S}`);
        this.emit(`const ${v}s = ${v}Call((row: ${T.name}, n: number) => ${strP ? `row.${strP.name}` : "JSON.stringify(row)"}.repeat(n), ${xs}[0], 2)${S}`);
        this.emit(`const ${v}t = ${v}Tuple(${q("x")}, ${r.int(0, 9)}, ${xs}[0])${S}`);
        this.emit(`const ${v}b = ${v}Bind((sep: string, a: number, b: number) => [a, b].join(sep), ${q("-")})${S}`);
        this.emit(`type ${v}Tail<X extends unknown[]> = X extends [unknown, ...infer R] ? R : never${S}`);
        this.emit(`const ${v}r: ${v}Tail<[number, string, boolean]> = [${q("s")}, true]${S}`);
        this.emit(`const ${v}p: Parameters<typeof ${v}Pair> = [${q("k")}, 1]${S}`);
        this.emit(`function ${v}Pair(k: string, n: number): string { return k + n${S} }`);
        this.emit(`console.log(${v}[0] + 1, ${v}[1].toUpperCase(), ${v}[2], ${v}s.length, ${v}t[0].length, ${v}t[1].toFixed(0), ${v}b(1, 2).length, ${v}r[0].length, ${v}Pair(...${v}p))${S}`);
        break;
      case 12: // getters and setters
        this.emit(`class ${v}Temp {`);
        this.emit(`  private _c = 0${S}`);
        this.emit(`  get celsius(): number { return this._c${S} }`);
        this.emit(`  set celsius(v: number) { this._c = Math.max(-273, v)${S} }`);
        this.emit(`  get fahrenheit() { return this._c * 1.8 + 32${S} }`);
        this.emit(`  set fahrenheit(f) { this._c = (f - 32) / 1.8${S} }`);
        this.emit(`  get label(): string { return String(this._c)${S} }`);
        this.emit(`  set label(v: string | number) { this._c = Number(v)${S} }`);
        this.emit(`}`);
        this.emit(`const ${v}w = new ${v}Temp()${S}`);
        this.emit(`${v}w.label = ${r.pick(["3", '"4"'])}${S}`);
        this.emit(`console.log(${v}w.label.length)${S}`);
        this.emit(`const ${v} = new ${v}Temp()${S}`);
        this.emit(`${v}.celsius = ${r.int(0, 40)}${S}`);
        this.emit(`${v}.celsius += 1${S}`);
        this.emit(`${v}.fahrenheit++${S}`);
        this.emit(`const ${v}o = { _n: 1, get n() { return this._n${S} }, set n(x: number) { this._n = x${S} } }${S}`);
        this.emit(`${v}o.n = 3${S}`);
        this.emit(`console.log(${v}.celsius.toFixed(1), ${v}.fahrenheit, ${v}o.n + 1)${S}`);
        break;
      case 13: // static members, static `this`, static blocks
        this.emit(`class ${v}Reg {`);
        this.emit(`  static count = 0${S}`);
        this.emit(`  static readonly items = new Map<string, ${T.name}>()${S}`);
        this.emit(`  static #secret = ${q("s")}${S}`);
        this.emit(`  static { ${v}Reg.count = 0${S} }`);
        this.emit(`  static add(key: string, row: ${T.name}) { this.items.set(key, row)${S} this.count++${S} return this${S} }`);
        this.emit(`  static get size(): number { return ${v}Reg.items.size${S} }`);
        this.emit(`  static secretLength() { return ${v}Reg.#secret.length${S} }`);
        this.emit(`}`);
        this.emit(`${v}Reg.add("a", ${xs}[0]).add("b", ${xs}[1])${S}`);
        this.emit(`console.log(${v}Reg.count + ${v}Reg.size, ${v}Reg.secretLength(), [...${v}Reg.items.values()].length)${S}`);
        break;
      case 14: // generic class methods chained
        this.emit(`class ${v}Box<X> {`);
        this.emit(`  constructor(readonly items: X[]) {}`);
        this.emit(`  map<U>(f: (x: X, i: number) => U): ${v}Box<U> { return new ${v}Box(this.items.map(f))${S} }`);
        this.emit(`  filter(p: (x: X) => boolean): ${v}Box<X> { return new ${v}Box(this.items.filter(p))${S} }`);
        this.emit(`  fold<A>(f: (acc: A, x: X) => A, init: A): A { return this.items.reduce(f, init)${S} }`);
        this.emit(`  first(): X | undefined { return this.items[0]${S} }`);
        this.emit(`  static of<Y>(...ys: Y[]): ${v}Box<Y> { return new ${v}Box(ys)${S} }`);
        this.emit(`}`);
        this.emit(`const ${v} = new ${v}Box(${xs}).filter((r) => ${num} >= 0).map((r, i) => ({ i, s: ${str} }))${S}`);
        this.emit(`const ${v}n = ${v}Box.of(1, 2, 3).map((x) => x * 2).fold((a, x) => a + x, 0)${S}`);
        this.emit(`const ${v}f = ${v}.first()${S}`);
        this.emit(`console.log(${v}.items.map((x) => x.s.length + x.i), ${v}n.toFixed(0), ${v}f?.s.toUpperCase())${S}`);
        break;
      case 15: // overloads: functions and methods
        this.emit(`function ${v}Parse(x: string): number${S}`);
        this.emit(`function ${v}Parse(x: number): string${S}`);
        this.emit(`function ${v}Parse(x: string | number): string | number { return typeof x === "string" ? Number(x) : String(x)${S} }`);
        this.emit(`class ${v}Fmt {`);
        this.emit(`  format(x: number): string${S}`);
        this.emit(`  format(x: Date): string${S}`);
        this.emit(`  format(x: number | Date): string { return typeof x === "number" ? x.toFixed(2) : x.toISOString()${S} }`);
        this.emit(`}`);
        this.emit(`const ${v} = new ${v}Fmt()${S}`);
        this.emit(`console.log(${v}Parse("12").toFixed(1), ${v}Parse(3).toUpperCase(), ${v}.format(${r.int(1, 9)}).length, ${v}.format(new Date(0)))${S}`);
        break;
      case 16: // Map / Set / Array method chains with callbacks
        this.emit(`const ${v} = new Map(${xs}.map((r, i) => [i, r] as const))${S}`);
        this.emit(`const ${v}keys = [...new Set(${xs}.map((r) => ${str}))].sort().map((s) => s.toUpperCase())${S}`);
        this.emit(`const ${v}vals = Array.from(${v}.values()).filter((r) => ${num} >= 0).map((r) => ${num})${S}`);
        this.emit(`${v}.forEach((r, i) => console.log(i + 1, r))${S}`);
        this.emit(`new Set(${v}keys).forEach((s) => console.log(s.length))${S}`);
        this.emit(`const ${v}idx = ${xs}.reduce((m, r, i) => m.set(String(i), r), new Map<string, ${T.name}>())${S}`);
        this.emit(`const ${v}sum = [...${v}.entries()].reduce((acc, [i]) => acc + i, 0)${S}`);
        this.emit(`console.log(${v}keys.join(), ${v}vals.length, ${v}idx.size, ${v}sum, ${xs}.some((r) => ${num} > 1) || ${xs}.every((r) => ${str} !== ""))${S}`);
        break;
      case 17: // Object.entries / fromEntries round trips
        this.emit(`const ${v}rec: Record<string, number> = { a: 1, b: ${r.int(2, 9)} }${S}`);
        this.emit(`const ${v} = Object.fromEntries(Object.entries(${v}rec).map(([k, n]) => [k.toUpperCase(), n * 2]))${S}`);
        this.emit(`const ${v}kv = Object.entries(${xs}[0] ?? {}).map(([k, x]) => \`\${k}=\${String(x)}\`)${S}`);
        this.emit(`const ${v}inv = Object.fromEntries(${xs}.map((r, i) => [String(i), ${str}] as const))${S}`);
        this.emit(`const ${v}sorted = Object.entries(${v}rec).sort(([, a], [, b]) => b - a).map(([k]) => k)${S}`);
        this.emit(`console.log(${v}, ${v}kv.join("&"), ${v}inv, ${v}sorted[0]?.length, Object.keys(${v}).length)${S}`);
        break;
      case 18: // async generators
        this.emit(`async function* ${v}Pages(rows: ${T.name}[], size: number): AsyncGenerator<${T.name}[], void, undefined> {`);
        this.emit(`  for (let i = 0; i < rows.length; i += size) { await Promise.resolve()${S} yield rows.slice(i, i + size)${S} }`);
        this.emit(`}`);
        this.emit(`async function* ${v}Nums() { yield 1${S} yield 2${S} }`);
        this.emit(`async function ${v}Run() {`);
        this.emit(`  let n = 0${S}`);
        this.emit(`  for await (const page of ${v}Pages(${xs}, 1)) n += page.length${S}`);
        this.emit(`  for await (const x of ${v}Nums()) n += x${S}`);
        this.emit(`  return n${S}`);
        this.emit(`}`);
        this.emit(`${v}Run().then((n) => console.log(n.toFixed(0)))${S}`);
        break;
      case 19: // labelled tuples
        this.emit(`type ${v}Range = [start: number, end: number]${S}`);
        this.emit(`type ${v}Opt = [name: string, age?: number]${S}`);
        this.emit(`type ${v}Rest = [head: string, ...tail: number[]]${S}`);
        this.emit(`const ${v}Span = ([s, e]: ${v}Range): number => e - s${S}`);
        this.emit(`function ${v}Who(...[name, age]: ${v}Opt): string { return age === undefined ? name : \`\${name} (\${age})\`${S} }`);
        this.emit(`const ${v}: ${v}Range = [${r.int(0, 5)}, ${r.int(6, 20)}]${S}`);
        this.emit(`const ${v}r: ${v}Rest = ["h", 1, 2]${S}`);
        this.emit(`const [${v}h, ...${v}t] = ${v}r${S}`);
        this.emit(`console.log(${v}Span(${v}), ${v}Who("a"), ${v}Who("b", 3), ${v}h.length, ${v}t.map((n) => n + 1))${S}`);
        break;
      case 20: // keyof and mapped types with `as`
        this.emit(`type ${v}Getters<X> = { [K in keyof X as \`get\${Capitalize<string & K>}\`]: () => X[K] }${S}`);
        this.emit(`type ${v}Flags = { [K in keyof ${T.name}]-?: boolean }${S}`);
        this.emit(`type ${v}NoKind<X> = { [K in keyof X as Exclude<K, "kind">]: X[K] }${S}`);
        this.emit(`const ${v}f: ${v}Flags = { ${T.props.map((p) => `${p.name}: ${r.pick(["true", "false"])}`).join(", ")} }${S}`);
        this.emit(`const ${v}keys = Object.keys(${v}f) as (keyof ${T.name})[]${S}`);
        this.emit(`const ${v}g: ${v}Getters<{ size: number }> = { getSize: () => ${r.int(1, 9)} }${S}`);
        this.emit(`const ${v}n: ${v}NoKind<{ kind: string; n: number }> = { n: 1 }${S}`);
        this.emit(`function ${v}Get<X, K extends keyof X>(o: X, k: K): X[K] { return o[k]${S} }`);
        this.emit(`console.log(${v}keys.length, ${v}g.getSize() + 1, ${v}n.n, ${xs}.map((r) => ${v}Get(r, ${q(T.props[0].name)})))${S}`);
        break;
      case 21: { // results of variadic helpers and Promise.all, destructured and used as their types
        const pick = () => r.pick([NUM, STR, BOOL, arr(NUM), arr(STR)]);
        const t1 = pick(), t2 = pick();
        this.emit(`function ${v}Tup<X extends unknown[]>(...xs: X): X { return xs${S} }`);
        this.emit(`function ${v}Cat<A extends unknown[], B extends unknown[]>(a: [...A], b: [...B]): [...A, ...B] { return [...a, ...b]${S} }`);
        this.emit(`function ${v}Fwd<A extends unknown[], R>(f: (...a: A) => R, ...a: A): R { return f(...a)${S} }`);
        const a1 = this.fresh("a"), a2 = this.fresh("b"), a3 = this.fresh("c");
        const form = r.int(0, 3);
        if (form === 0) this.emit(`const [${a1}, ${a2}] = ${v}Tup(${this.expr(t1, 2)}, ${this.expr(t2, 2)})${S}`);
        else if (form === 1) this.emit(`const [${a1}, ${a2}] = ${v}Cat([${this.expr(t1, 2)}], [${this.expr(t2, 2)}])${S}`);
        else if (form === 2 || !this.inAsync) this.emit(`const [${a1}, ${a2}] = ${v}Fwd((x: ${ts(t1)}, y: ${ts(t2)}) => [x, y] as const, ${this.expr(t1, 2)}, ${this.expr(t2, 2)})${S}`);
        else this.emit(`const [${a1}, ${a2}] = await Promise.all([Promise.resolve(${this.expr(t1, 2)}), ${this.expr(t2, 2)}])${S}`);
        this.emit(`const ${a3} = ${v}Fwd((x: ${ts(t1)}) => JSON.stringify(x).length, ${a1})${S}`);
        // (booleans widen; the values are used as their declared types from here on)
        this.vars.push({ name: a1, type: t1 }, { name: a2, type: t2 }, { name: a3, type: NUM });
        break;
      }
      default: // template literal types
        this.emit(`type ${v}Ev = \`on\${Capitalize<"click" | "key">}\`${S}`);
        this.emit(`type ${v}Route = \`/api/\${string}\`${S}`);
        this.emit(`type ${v}Css = \`\${number}px\`${S}`);
        this.emit(`const ${v}: ${v}Ev = "onClick"${S}`);
        this.emit(`const ${v}r: ${v}Route = \`/api/\${${xs}.length}\`${S}`);
        this.emit(`const ${v}w: ${v}Css = \`\${${r.int(1, 99)}}px\`${S}`);
        this.emit(`const ${v}h: Record<${v}Ev, () => void> = { onClick: () => {}, onKey: () => {} }${S}`);
        this.emit(`function ${v}Px(n: number): ${v}Css { return \`\${n}px\`${S} }`);
        this.emit(`console.log(${v}.length, ${v}r.startsWith("/api/"), parseFloat(${v}w), ${v}Px(3), Object.keys(${v}h))${S}`);
    }
  }
  log() {
    const vs = this.vars.filter((v) => !v.local);
    if (!vs.length) return;
    const picks = [r0(this.r, vs), r0(this.r, vs)].map((v) => v.name);
    this.emit(`console.log(${[...new Set(picks)].join(", ")})${this.style.semi}`);
  }
  func() {
    const r = this.r;
    const ret = this.baseType(1);
    const np = r.int(0, 2), params = [], names = [];
    for (let i = 0; i < np; i++) {
      params.push(this.baseType(1));
      names.push(this.fresh(r.pick(["a", "input", "n", "s", "list"])));
    }
    const name = this.fresh(r.pick(["compute", "build", "sum", "format", "pick", "toRow", "check"]));
    const sig = names.map((n, i) => `${n}: ${ts(params[i])}`).join(", ");
    const saved = this.vars.length;
    names.forEach((n, i) => this.vars.push({ name: n, type: params[i], local: true }));
    const annotateRet = r.chance(0.6) || !["num", "str", "bool"].includes(ret.k);
    if (this.style.arrowFns && r.chance(0.6)) {
      const wasAsync = this.inAsync;
      this.inAsync = false; // an arrow function's body is not async: no await inside
      this.emit(`const ${name} = (${sig})${annotateRet ? ": " + ts(ret) : ""} => ${wrapObj(this.expr(ret, 1))}${this.style.semi}`);
      this.inAsync = wasAsync;
    } else {
      this.emit(`function ${name}(${sig})${annotateRet ? ": " + ts(ret) : ""} {`);
      this.indent += "  ";
      const wasAsync = this.inAsync;
      this.inAsync = false;
      if (r.chance(0.5)) this.declare(this.baseType(2), false);
      if (r.chance(0.4) && names.length && params[0].k === "opt") {
        this.emit(`if (${names[0]} === undefined) return ${this.expr(ret, 2)}${this.style.semi}`);
      }
      this.emit(`return ${this.expr(ret, 1)}${this.style.semi}`);
      this.inAsync = wasAsync;
      this.indent = this.indent.slice(2);
      this.emit("}");
    }
    this.vars.length = saved;
    // an unannotated return of a literal union/literal widens: register only what is safe
    if (annotateRet || ["num", "str", "bool"].includes(ret.k)) this.funcs.push({ name, params, ret, async: false });
  }
  asyncFn() {
    const r = this.r;
    const ret = this.baseType(1);
    const name = this.fresh(r.pick(["fetch", "load", "list", "query", "get"]));
    const arg = this.fresh("q");
    this.emit(`async function ${name}(${arg}: string): Promise<${ts(ret)}> {`);
    this.indent += "  ";
    this.vars.push({ name: arg, type: STR, local: true });
    if (r.chance(0.5)) this.emit(`await Promise.resolve(${arg}.length)${this.style.semi}`);
    this.emit(`return ${this.expr(ret, 1)}${this.style.semi}`);
    this.vars.pop();
    this.indent = this.indent.slice(2);
    this.emit("}");
    this.funcs.push({ name, params: [STR], ret, async: true });
    if (r.chance(0.6)) {
      const v = this.fresh("res");
      if (r.chance(0.5)) {
        this.emit(`const ${v} = await ${name}(${this.expr(STR, 2)})${this.style.semi}`);
      } else {
        this.emit(`const [${v}, ${v}b] = await Promise.all([${name}(${this.str("a")}), ${name}(${this.str("b")})])${this.style.semi}`);
        this.vars.push({ name: v + "b", type: ret });
      }
      this.vars.push({ name: v, type: ret });
    } else {
      const v = this.fresh("p");
      this.emit(`const ${v} = ${name}(${this.str("x")}).then((${this.p("r", ret)}) => ${this.exprWith(NUM, "r", ret, 2)})${this.style.semi}`);
      this.emit(`console.log((await ${v}).toFixed(0))${this.style.semi}`);
    }
  }
  narrowOpt() {
    const t = opt(this.r.pick([NUM, STR, ...this.types.filter((x) => x.k === "obj")]));
    const name = this.declare(t, this.r.chance(0.3));
    const form = this.r.int(0, 3);
    const cond = [`${name} !== undefined`, `${name}`, `typeof ${name} !== "undefined"`, `${name} != null`][form];
    this.emit(`if (${cond}) {`);
    this.indent += "  ";
    this.vars.push({ name, type: t.t, local: true });
    if (t.t.k !== "num" || form !== 1) this.emit(`console.log(${this.useOf(t.t, name)})${this.style.semi}`);
    this.vars.pop();
    this.indent = this.indent.slice(2);
    this.emit("}");
  }
  useOf(t, name) {
    switch (t.k) {
      case "num": return `${name}.toFixed(1)`;
      case "str": return `${name}.toUpperCase()`;
      case "obj": return `${name}.${this.r.pick(t.props).name}`;
      default: return name;
    }
  }
  narrowDu() {
    const t = this.types.find((x) => x.k === "du" && this.r.chance(0.5)) || this.duType();
    const name = this.declare(t, false);
    if (this.r.chance(0.5)) {
      const fn = this.fresh("describe");
      const p = this.fresh("m");
      this.emit(`function ${fn}(${p}: ${t.name}): string {`);
      this.emit(`  switch (${p}.kind) {`);
      for (const v of t.variants) {
        const pr = v.props[0];
        this.emit(`    case ${this.str(v.tag)}:`);
        this.emit(`      return ${this.strOf(pr.type, `${p}.${pr.name}`)}${this.style.semi}`);
      }
      if (this.r.chance(0.5)) {
        this.emit(`    default: {`);
        this.emit(`      const never: never = ${p}${this.style.semi}`);
        this.emit(`      return never${this.style.semi}`);
        this.emit(`    }`);
      }
      this.emit(`  }`);
      this.emit(`}`);
      this.emit(`console.log(${fn}(${name}))${this.style.semi}`);
      this.funcs.push({ name: fn, params: [t], ret: STR, async: false });
    } else {
      const v = this.r.pick(t.variants);
      const pr = v.props[0];
      this.emit(`if (${name}.kind === ${this.str(v.tag)}) {`);
      this.emit(`  console.log(${this.strOf(pr.type, `${name}.${pr.name}`)})${this.style.semi}`);
      this.emit(`} else {`);
      this.emit(`  console.log(${name}.kind)${this.style.semi}`);
      this.emit(`}`);
    }
  }
  strOf(t, e) {
    if (t.k === "num") return `${e}.toFixed(2)`;
    if (t.k === "str") return e;
    if (t.k === "arr") return `${e}.join(",")`;
    return `String(${e})`;
  }
  loop() {
    const el = this.r.pick([NUM, STR, ...this.types.filter((x) => x.k === "obj")]);
    const xs = this.declare(arr(el), false);
    const acc = this.fresh("acc");
    const x = this.fresh("it");
    const form = this.r.int(0, 2);
    this.emit(`let ${acc} = 0${this.style.semi}`);
    if (form === 0) this.emit(`for (const ${x} of ${xs}) {`);
    else if (form === 1) this.emit(`${xs}.forEach((${x}) => {`);
    else this.emit(`for (let i = 0; i < ${xs}.length; i++) {\n${this.indent}  const ${x} = ${xs}[i]${this.style.semi}`);
    this.vars.push({ name: x, type: el, local: true });
    this.emit(`  if (${this.cond(el, x, 1)}) ${acc} += ${this.r.pick(["1", this.expr(NUM, 3)])}${this.style.semi}`);
    this.vars.pop();
    this.emit(form === 1 ? `})${this.style.semi}` : "}");
    this.vars.push({ name: acc, type: NUM, mutable: true });
  }
  mutate() {
    const ms = this.vars.filter((v) => v.mutable && !v.local);
    if (!ms.length) return this.declare(this.baseType(), true);
    const v = this.r.pick(ms);
    if (v.type.k === "num" && this.r.chance(0.5)) this.emit(`${v.name} += ${this.expr(NUM, 2)}${this.style.semi}`);
    else this.emit(`${v.name} = ${this.expr(v.type, 1)}${this.style.semi}`);
  }
  grouping() {
    const objs = this.types.filter((x) => x.k === "obj" && x.props.some((p) => p.type.k === "str" && !p.opt));
    if (!objs.length) return this.declare(this.baseType(), false);
    const t = this.r.pick(objs);
    const kp = t.props.find((p) => p.type.k === "str" && !p.opt);
    const xs = this.declare(arr(t), false);
    const g = this.fresh("groups");
    if (this.r.chance(0.5)) {
      this.emit(`const ${g} = new Map<string, ${t.name}[]>()${this.style.semi}`);
      this.emit(`for (const row of ${xs}) {`);
      this.emit(`  const list = ${g}.get(row.${kp.name}) ?? []${this.style.semi}`);
      this.emit(`  list.push(row)${this.style.semi}`);
      this.emit(`  ${g}.set(row.${kp.name}, list)${this.style.semi}`);
      this.emit(`}`);
      this.emit(`console.log([...${g}.entries()].map(([k, v]) => \`\${k}:\${v.length}\`))${this.style.semi}`);
    } else {
      this.emit(`const ${g} = ${xs}.reduce<Record<string, number>>((acc, row) => {`);
      this.emit(`  acc[row.${kp.name}] = (acc[row.${kp.name}] ?? 0) + 1${this.style.semi}`);
      this.emit(`  return acc${this.style.semi}`);
      this.emit(`}, {})${this.style.semi}`);
      this.vars.push({ name: g, type: { k: "rec", val: NUM } });
    }
  }
  tryCatch() {
    this.emit(`try {`);
    this.emit(`  const parsed: unknown = JSON.parse(${this.str('{"a":1}')})${this.style.semi}`);
    this.emit(`  if (typeof parsed === "object" && parsed !== null && "a" in parsed) console.log(parsed.a)${this.style.semi}`);
    this.emit(`} catch (e) {`);
    this.emit(`  console.log(e instanceof Error ? e.message : String(e))${this.style.semi}`);
    this.emit(`}`);
  }
  cls() {
    const r = this.r;
    const name = this.fresh(r.pick(["Cart", "Ledger", "Queue", "Builder", "Store", "Counter"]));
    const fields = [];
    const nf = r.int(1, 3);
    for (let i = 0; i < nf; i++) fields.push({ name: this.fresh(r.pick(WORDS)), type: r.pick([NUM, STR, arr(NUM)]) });
    const t = { k: "cls", name, fields, ctor: fields.map((f) => f.type) };
    const params = fields.map((f) => `${r.chance(0.5) ? "public " : ""}${f.name}: ${ts(f.type)}`);
    const pp = params.every((p) => p.startsWith("public"));
    this.emit(`class ${name} {`);
    if (pp) {
      this.emit(`  constructor(${params.join(", ")}) {}`);
    } else {
      for (const f of fields) this.emit(`  ${f.name}: ${ts(f.type)}${this.style.semi}`);
      this.emit(`  constructor(${fields.map((f) => `${f.name}: ${ts(f.type)}`).join(", ")}) {`);
      for (const f of fields) this.emit(`    this.${f.name} = ${f.name}${this.style.semi}`);
      this.emit(`  }`);
    }
    const nf0 = fields.find((f) => f.type.k === "num");
    if (nf0) {
      this.emit(`  bump(by: number) {`);
      this.emit(`    this.${nf0.name} += by${this.style.semi}`);
      this.emit(`    return this${this.style.semi}`);
      this.emit(`  }`);
      this.emit(`  get double() {`);
      this.emit(`    return this.${nf0.name} * 2${this.style.semi}`);
      this.emit(`  }`);
    }
    this.emit(`  describe(): string {`);
    this.emit(`    return \`${name}(\${${fields.map((f) => `this.${f.name}`).join("}, ${")}})\`${this.style.semi}`);
    this.emit(`  }`);
    this.emit(`  static of(${fields.map((f) => `${f.name}: ${ts(f.type)}`).join(", ")}) {`);
    this.emit(`    return new ${name}(${fields.map((f) => f.name).join(", ")})${this.style.semi}`);
    this.emit(`  }`);
    this.emit(`}`);
    const v = this.fresh("inst");
    const mk = r.chance(0.5) ? `${name}.of` : `new ${name}`;
    this.emit(`const ${v} = ${mk}(${fields.map((f) => this.expr(f.type, 2)).join(", ")})${nf0 && r.chance(0.6) ? `.bump(${r.int(1, 5)})` : ""}${this.style.semi}`);
    this.emit(`console.log(${v}.describe()${nf0 ? `, ${v}.double` : ""})${this.style.semi}`);
    this.vars.push({ name: v, type: t });
  }

  // One statement with one of the type errors models make, on what is in scope (error snippets).
  injectError() {
    const r = this.r, S = this.style.semi;
    const vs = this.vars.filter((v) => !v.local);
    const objVars = vs.filter((v) => v.type.k === "obj" && v.type.props.some((p) => !p.opt && p.name.length > 3));
    const numVars = vs.filter((v) => v.type.k === "num");
    const strVars = vs.filter((v) => v.type.k === "str");
    const fns = this.funcs.filter((f) => !f.async && f.params.length > 0);
    const kinds = ["assign", "undef-name", "lit-union", "implicit-any", "missing-prop", "excess-prop", "arity"];
    if (objVars.length) kinds.push("typo-prop", "typo-prop");
    if (strVars.length) kinds.push("str-method");
    if (numVars.length) kinds.push("num-method");
    const objTypes = this.types.filter((t) => t.k === "obj" && t.props.some((p) => !p.opt));
    switch (r.pick(kinds)) {
      case "assign": {
        const v = this.fresh("bad");
        this.emit(`const ${v}: number = ${this.expr(STR, 3)}${S}`);
        break;
      }
      case "undef-name": {
        const v = vs.length ? r.pick(vs).name : "total";
        this.emit(`console.log(${v.slice(0, -1)}${v.slice(-1) === "s" ? "" : "s"}x)${S}`);
        break;
      }
      case "lit-union":
        this.emit(`const status${this.n}: "open" | "closed" = ${this.str(r.pick(["opne", "Closed", "done"]))}${S}`);
        break;
      case "implicit-any":
        this.emit(`function helper${this.n}(value, factor) {`);
        this.emit(`  return value * factor${S}`);
        this.emit(`}`);
        break;
      case "missing-prop": {
        const t = objTypes.length ? r.pick(objTypes) : this.objType(2);
        const req = t.props.filter((p) => !p.opt);
        const keep = req.slice(1);
        this.emit(`const partial${this.n}: ${t.name} = { ${keep.map((p) => `${p.name}: ${this.lit(p.type, 4)}`).join(", ")} }${S}`);
        break;
      }
      case "excess-prop": {
        const t = objTypes.length ? r.pick(objTypes) : this.objType(2);
        const req = t.props.filter((p) => !p.opt);
        this.emit(`const extra${this.n}: ${t.name} = { ${req.map((p) => `${p.name}: ${this.lit(p.type, 4)}`).join(", ")}, extraField: 1 }${S}`);
        break;
      }
      case "arity": {
        if (fns.length) {
          const f = r.pick(fns);
          this.emit(`console.log(${f.name}())${S}`);
        } else {
          this.emit(`console.log(Math.max(1, 2).toFixed(1, 2))${S}`);
        }
        break;
      }
      case "typo-prop": {
        const v = r.pick(objVars);
        const p = r.pick(v.type.props.filter((p) => !p.opt && p.name.length > 3));
        const typo = p.name.slice(0, -2) + p.name.slice(-1) + p.name.slice(-2, -1);
        this.emit(`console.log(${v.name}.${typo})${S}`);
        break;
      }
      case "str-method":
        this.emit(`console.log(${r.pick(strVars).name}.toFixed(2))${S}`);
        break;
      case "num-method":
        this.emit(`console.log(${r.pick(numVars).name}.toUpperCase())${S}`);
        break;
    }
  }

  program(nstmts, withError) {
    this.emit(`type Result<T> = { ok: true; value: T } | { ok: false; error: string }${this.style.semi}`);
    this.emit(`const ok = <T,>(value: T): Result<T> => ({ ok: true, value })${this.style.semi}`);
    this.emit(`const fail = <T,>(error: string): Result<T> => ({ ok: false, error })${this.style.semi}`);
    this.emit(`function unwrapOr<T>(r: Result<T>, fallback: T): T {`);
    this.emit(`  return r.ok ? r.value : fallback${this.style.semi}`);
    this.emit(`}`);
    this.emit(`function identity<T>(x: T): T {`);
    this.emit(`  return x${this.style.semi}`);
    this.emit(`}`);
    this.emit(`function callWith<A extends unknown[], R>(f: (...a: A) => R, ...a: A): R {`);
    this.emit(`  return f(...a)${this.style.semi}`);
    this.emit(`}`);
    this.emit(`const pairOf = <A, B>(a: A, b: B): [A, B] => [a, b]${this.style.semi}`);
    this.emit(`function tupleOf<X extends unknown[]>(...xs: X): X {`);
    this.emit(`  return xs${this.style.semi}`);
    this.emit(`}`);
    this.emit(`function firstOr<T>(xs: readonly T[], d: T): T {`);
    this.emit(`  return xs.length > 0 ? xs[0] : d${this.style.semi}`);
    this.emit(`}`);
    for (let i = 0; i < nstmts; i++) this.stmt(0);
    if (withError) this.injectError();
    const vs = this.vars.filter((v) => !v.local);
    if (vs.length) this.emit(`console.log(${vs.slice(-4).map((v) => v.name).join(", ")})${this.style.semi}`);
    return this.lines.join("\n") + "\n";
  }
}

const IDIOMS2 = 23; // the cases of idiom2
function r0(r, xs) { return r.pick(xs); }
function wrapObj(e) { return e.startsWith("{") ? `(${e})` : e; }

function generate(seed, nstmts, withError = false) {
  return new Gen(seed).program(nstmts, withError);
}

module.exports = { generate };

// node gen.js SEED [STATEMENTS] [--error]: print one program (with one injected error)
if (require.main === module) {
  const seed = Number(process.argv[2] || 1);
  process.stdout.write(generate(seed, Number(process.argv[3] || 12), process.argv.includes("--error")));
}
