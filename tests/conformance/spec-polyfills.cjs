// spec-polyfills.cjs - the ES2024-2025 built-ins node 20 lacks, written step by step from ECMA-262, for scripts/gen-conformance.
//
// scripts/gen-conformance preloads this file, so programs using these built-ins get their
// expected output from node like every other program. Each function follows the numbered steps
// of the specification (section given above it); a newer node that has the built-in keeps its
// own. Only what the conformance programs use is here: Object.groupBy, Map.groupBy, the Set
// methods (union ... isDisjointFrom) and Promise.try.
"use strict";

function define(target, name, fn) {
  if (Object.prototype.hasOwnProperty.call(target, name)) return;
  Object.defineProperty(target, name, { value: fn, writable: true, enumerable: false, configurable: true });
}

// 7.3.35 GroupBy(items, callbackfn, keyCoercion)
function groupBy(items, callbackfn, toPropertyKey) {
  if (items === undefined || items === null) throw new TypeError("groupBy called on null or undefined");
  if (typeof callbackfn !== "function") throw new TypeError(`${String(callbackfn)} is not a function`);
  const groups = [];
  let k = 0;
  for (const value of items) {
    let key = callbackfn(value, k);
    if (toPropertyKey) key = typeof key === "symbol" ? key : String(key);
    else if (key === 0) key = 0; // -0 becomes +0
    let group = groups.find((g) => (toPropertyKey ? g.key === key : Object.is(g.key, key) || (g.key !== g.key && key !== key)));
    if (!group) groups.push((group = { key, elements: [] }));
    group.elements.push(value);
    k++;
  }
  return groups;
}

// 20.1.2.12 Object.groupBy(items, callbackfn)
define(Object, "groupBy", {
  groupBy(items, callbackfn) {
    const obj = Object.create(null);
    for (const g of groupBy(items, callbackfn, true)) obj[g.key] = g.elements;
    return obj;
  },
}.groupBy);

// 24.1.2.1 Map.groupBy(items, callbackfn)
define(Map, "groupBy", {
  groupBy(items, callbackfn) {
    const map = new Map();
    for (const g of groupBy(items, callbackfn, false)) map.set(g.key, g.elements);
    return map;
  },
}.groupBy);

// 24.2.1.2 GetSetRecord(obj)
function getSetRecord(obj) {
  if (obj === null || (typeof obj !== "object" && typeof obj !== "function")) throw new TypeError("other is not an object");
  const numSize = Number(obj.size);
  if (numSize !== numSize) throw new TypeError("size is NaN");
  const intSize = Math.trunc(numSize);
  if (intSize < 0) throw new RangeError("size is negative");
  const has = obj.has;
  if (typeof has !== "function") throw new TypeError("has is not a function");
  const keys = obj.keys;
  if (typeof keys !== "function") throw new TypeError("keys is not a function");
  return { set: obj, size: intSize, has, keys };
}

function requireSet(s) {
  if (!(s instanceof Set)) throw new TypeError("receiver is not a Set");
}

// GetIteratorFromMethod + IteratorStepValue over keys(), -0 as +0
function* keysOf(rec) {
  const iter = rec.keys.call(rec.set);
  if (iter === null || typeof iter !== "object") throw new TypeError("keys() result is not an object");
  const next = iter.next;
  for (;;) {
    const r = next.call(iter);
    if (r === null || typeof r !== "object") throw new TypeError("iterator result is not an object");
    if (r.done) return;
    const v = r.value;
    yield v === 0 ? 0 : v;
  }
}

const setMethods = {
  // 24.2.4.20 Set.prototype.union(other)
  union(other) {
    requireSet(this);
    const rec = getSetRecord(other);
    const result = new Set(this);
    for (const v of keysOf(rec)) result.add(v);
    return result;
  },
  // 24.2.4.10 Set.prototype.intersection(other)
  intersection(other) {
    requireSet(this);
    const rec = getSetRecord(other);
    const result = new Set();
    if (this.size <= rec.size) {
      for (const e of this) if (rec.has.call(rec.set, e)) result.add(e);
    } else {
      for (const v of keysOf(rec)) if (this.has(v)) result.add(v);
    }
    return result;
  },
  // 24.2.4.6 Set.prototype.difference(other)
  difference(other) {
    requireSet(this);
    const rec = getSetRecord(other);
    const result = new Set(this);
    if (this.size <= rec.size) {
      for (const e of this) if (rec.has.call(rec.set, e)) result.delete(e);
    } else {
      for (const v of keysOf(rec)) result.delete(v);
    }
    return result;
  },
  // 24.2.4.18 Set.prototype.symmetricDifference(other)
  symmetricDifference(other) {
    requireSet(this);
    const rec = getSetRecord(other);
    const result = new Set(this);
    for (const v of keysOf(rec)) {
      if (this.has(v)) result.delete(v);
      else result.add(v);
    }
    return result;
  },
  // 24.2.4.12 Set.prototype.isSubsetOf(other)
  isSubsetOf(other) {
    requireSet(this);
    const rec = getSetRecord(other);
    if (this.size > rec.size) return false;
    for (const e of this) if (!rec.has.call(rec.set, e)) return false;
    return true;
  },
  // 24.2.4.13 Set.prototype.isSupersetOf(other)
  isSupersetOf(other) {
    requireSet(this);
    const rec = getSetRecord(other);
    if (this.size < rec.size) return false;
    for (const v of keysOf(rec)) if (!this.has(v)) return false;
    return true;
  },
  // 24.2.4.11 Set.prototype.isDisjointFrom(other)
  isDisjointFrom(other) {
    requireSet(this);
    const rec = getSetRecord(other);
    if (this.size <= rec.size) {
      for (const e of this) if (rec.has.call(rec.set, e)) return false;
    } else {
      for (const v of keysOf(rec)) if (this.has(v)) return false;
    }
    return true;
  },
};
for (const name of Object.keys(setMethods)) define(Set.prototype, name, setMethods[name]);

// 27.2.4.8 Promise.try(callbackfn, ...args)
define(Promise, "try", {
  try(callbackfn, ...args) {
    const C = this; // 1-2. If C is not an Object, throw a TypeError.
    if (C === null || (typeof C !== "object" && typeof C !== "function")) throw new TypeError("Promise.try called on non-object");
    let resolve, reject; // 3. NewPromiseCapability(C): `new C(executor)` (a TypeError if C is not a constructor)
    const promise = new C((res, rej) => { resolve = res; reject = rej; });
    try {
      resolve(callbackfn(...args)); // 4-6.
    } catch (e) {
      reject(e);
    }
    return promise;
  },
}.try);
