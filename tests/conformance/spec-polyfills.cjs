// spec-polyfills.cjs - the ES2024-2025 built-ins node 20 lacks, written step by step from ECMA-262, for scripts/gen-conformance.
//
// scripts/gen-conformance preloads this file, so programs using these built-ins get their
// expected output from node like every other program. Each function follows the numbered steps
// of the specification (section given above it); a newer node that has the built-in keeps its
// own. Only what the conformance programs use is here: Object.groupBy, Map.groupBy, the Set
// methods (union ... isDisjointFrom), Promise.try, Promise.withResolvers and Map.prototype.getOrInsert /
// getOrInsertComputed (stage 3, in test262) and Math.sumPrecise (ES2026).
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

// 27.2.4.9 Promise.withResolvers()
define(Promise, "withResolvers", {
  withResolvers() {
    const C = this;
    let resolve, reject; // 2. NewPromiseCapability(C): `new C(executor)` (a TypeError if C is not a constructor)
    const promise = new C((res, rej) => { resolve = res; reject = rej; });
    if (typeof resolve !== "function" || typeof reject !== "function") throw new TypeError("Promise resolve or reject function is not callable");
    return { promise, resolve, reject }; // 3-6.
  },
}.withResolvers);

// Map.prototype.getOrInsert(key, value) and getOrInsertComputed(key, callbackfn) (proposal-upsert)
define(Map.prototype, "getOrInsert", {
  getOrInsert(key, value) {
    if (!(this instanceof Map)) throw new TypeError("Method Map.prototype.getOrInsert called on incompatible receiver");
    if (key === 0) key = 0; // -0 becomes +0
    if (this.has(key)) return this.get(key);
    this.set(key, value);
    return value;
  },
}.getOrInsert);
define(Map.prototype, "getOrInsertComputed", {
  getOrInsertComputed(key, callbackfn) {
    if (!(this instanceof Map)) throw new TypeError("Method Map.prototype.getOrInsertComputed called on incompatible receiver");
    if (typeof callbackfn !== "function") throw new TypeError(`${String(callbackfn)} is not a function`);
    if (key === 0) key = 0;
    if (this.has(key)) return this.get(key);
    const value = callbackfn(key);
    Map.prototype.set.call(this, key, value); // set even when the callback added the key
    return value;
  },
}.getOrInsertComputed);

// Math.sumPrecise(items) (ES2026): Shewchuk's partials with an overflow count in units of 2**1024,
// the proposal's reference algorithm (github.com/tc39/proposal-math-sum, polyfill/polyfill.mjs).
define(Math, "sumPrecise", {
  sumPrecise(items) {
    if (items === undefined || items === null) throw new TypeError("Math.sumPrecise called on null or undefined");
    const MAX_ULP = 2 ** 971, MAX_DOUBLE = Number.MAX_VALUE;
    const twosum = (x, y) => { const hi = x + y; return [hi, y - (hi - x)]; };
    let partials = [], overflow = 0, state = "minus-zero";
    for (const value of items) {
      if (typeof value !== "number") throw new TypeError("Math.sumPrecise: " + String(value) + " is not a number");
      if (state === "nan") continue;
      if (value !== value) state = "nan";
      else if (value === Infinity) state = state === "minus-inf" ? "nan" : "plus-inf";
      else if (value === -Infinity) state = state === "plus-inf" ? "nan" : "minus-inf";
      else if (!Object.is(value, -0) && (state === "minus-zero" || state === "finite")) {
        state = "finite";
        let x = value, used = 0;
        for (let y of partials) {
          if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
          let [hi, lo] = twosum(x, y);
          if (Math.abs(hi) === Infinity) {
            const sign = hi === Infinity ? 1 : -1;
            overflow += sign;
            x = (x - sign * 2 ** 1023) - sign * 2 ** 1023;
            if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
            [hi, lo] = twosum(x, y);
          }
          if (lo !== 0) partials[used++] = lo;
          x = hi;
        }
        partials.length = used;
        if (x !== 0) partials.push(x);
      }
    }
    if (state === "nan") return NaN;
    if (state === "plus-inf") return Infinity;
    if (state === "minus-inf") return -Infinity;
    if (state === "minus-zero") return -0;
    let n = partials.length - 1, hi = 0, lo = 0;
    if (overflow !== 0) {
      const next = n >= 0 ? partials[n] : 0;
      --n;
      if (Math.abs(overflow) > 1 || (overflow > 0 && next > 0) || (overflow < 0 && next < 0)) return overflow > 0 ? Infinity : -Infinity;
      [hi, lo] = twosum(overflow * 2 ** 1023, next / 2);
      lo *= 2;
      if (Math.abs(2 * hi) === Infinity) {
        if (hi > 0) return hi === 2 ** 1023 && lo === -(MAX_ULP / 2) && n >= 0 && partials[n] < 0 ? MAX_DOUBLE : Infinity;
        return hi === -(2 ** 1023) && lo === MAX_ULP / 2 && n >= 0 && partials[n] > 0 ? -MAX_DOUBLE : -Infinity;
      }
      if (lo !== 0) { partials[++n] = lo; lo = 0; }
      hi *= 2;
    }
    while (n >= 0) {
      const x = hi, y = partials[n--];
      [hi, lo] = twosum(x, y);
      if (lo !== 0) break;
    }
    if (n >= 0 && ((lo < 0 && partials[n] < 0) || (lo > 0 && partials[n] > 0))) {
      const y = lo * 2, x = hi + y;
      if (y === x - hi) hi = x;
    }
    return hi;
  },
}.sumPrecise);

// 27.1 Iterator helpers (ES2025): the Iterator global, Iterator.from and %Iterator.prototype%'s
// map filter take drop flatMap (lazy, through %IteratorHelperPrototype%) and reduce toArray forEach
// some every find.
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
if (typeof globalThis.Iterator === "undefined") {
  // 27.1.3.1 Iterator(): abstract
  const Iterator = function Iterator() {
    if (new.target === undefined || new.target === Iterator) throw new TypeError("Abstract class Iterator not directly constructable");
  };
  Iterator.prototype = IteratorPrototype;
  // 27.1.4.1 Iterator.prototype.constructor is an accessor
  Object.defineProperty(IteratorPrototype, "constructor", { get() { return Iterator; }, configurable: true, enumerable: false });
  Object.defineProperty(globalThis, "Iterator", { value: Iterator, writable: true, configurable: true });

  const state = new WeakMap(); // helper -> { step, underlying, done }
  // 27.1.2.1 %IteratorHelperPrototype%
  const IteratorHelperPrototype = Object.create(IteratorPrototype);
  define(IteratorHelperPrototype, "next", {
    next() {
      const s = state.get(this);
      if (!s) throw new TypeError("not an Iterator Helper");
      if (s.done) return { value: undefined, done: true };
      const r = s.step();
      if (r.done) s.done = true;
      return r;
    },
  }.next);
  define(IteratorHelperPrototype, "return", {
    return() {
      const s = state.get(this);
      if (!s) throw new TypeError("not an Iterator Helper");
      if (!s.done) {
        s.done = true;
        closeIterator(s.underlying);
      }
      return { value: undefined, done: true };
    },
  }.return);
  Object.defineProperty(IteratorHelperPrototype, Symbol.toStringTag, { value: "Iterator Helper", configurable: true });

  // 7.4.2 GetIteratorDirect(obj)
  const getIteratorDirect = (obj) => {
    if (obj === null || (typeof obj !== "object" && typeof obj !== "function")) throw new TypeError("not an object");
    return { iterator: obj, next: obj.next };
  };
  // IteratorStep: the next result, or null when done
  const step = (rec) => {
    const r = rec.next.call(rec.iterator);
    if (r === null || typeof r !== "object") throw new TypeError("iterator result is not an object");
    return r.done ? null : r;
  };
  // 7.4.11 IteratorClose
  const closeIterator = (rec) => {
    const ret = rec.iterator.return;
    if (ret !== undefined && ret !== null) ret.call(rec.iterator);
  };
  const makeHelper = (underlying, stepFn) => {
    const h = Object.create(IteratorHelperPrototype);
    state.set(h, { step: stepFn, underlying, done: false });
    return h;
  };
  const requireCallable = (fn) => {
    if (typeof fn !== "function") throw new TypeError(`${String(fn)} is not a function`);
  };
  const toLimit = (limit) => {
    const n = Number(limit);
    if (n !== n) throw new RangeError(`${String(limit)} must be positive`);
    const i = Math.trunc(n);
    if (i < 0) throw new RangeError(`${i} must be positive`);
    return i;
  };
  const callAndClose = (rec, fn, ...args) => {
    try {
      return fn(...args);
    } catch (e) {
      closeIterator(rec);
      throw e;
    }
  };
  const lazy = {
    // 27.1.4.8 map(mapper)
    map(mapper) {
      const rec = getIteratorDirect(this);
      requireCallable(mapper);
      let counter = 0;
      return makeHelper(rec, () => {
        const r = step(rec);
        if (!r) return { value: undefined, done: true };
        return { value: callAndClose(rec, mapper, r.value, counter++), done: false };
      });
    },
    // 27.1.4.5 filter(predicate)
    filter(predicate) {
      const rec = getIteratorDirect(this);
      requireCallable(predicate);
      let counter = 0;
      return makeHelper(rec, () => {
        for (;;) {
          const r = step(rec);
          if (!r) return { value: undefined, done: true };
          if (callAndClose(rec, predicate, r.value, counter++)) return { value: r.value, done: false };
        }
      });
    },
    // 27.1.4.11 take(limit)
    take(limit) {
      const rec = getIteratorDirect(this);
      let remaining = toLimit(limit);
      return makeHelper(rec, () => {
        if (remaining === 0) {
          closeIterator(rec);
          return { value: undefined, done: true };
        }
        if (remaining !== Infinity) remaining--;
        const r = step(rec);
        return r ? { value: r.value, done: false } : { value: undefined, done: true };
      });
    },
    // 27.1.4.3 drop(limit)
    drop(limit) {
      const rec = getIteratorDirect(this);
      let remaining = toLimit(limit);
      return makeHelper(rec, () => {
        while (remaining > 0) {
          if (remaining !== Infinity) remaining--;
          if (!step(rec)) return { value: undefined, done: true };
        }
        const r = step(rec);
        return r ? { value: r.value, done: false } : { value: undefined, done: true };
      });
    },
    // 27.1.4.7 flatMap(mapper)
    flatMap(mapper) {
      const rec = getIteratorDirect(this);
      requireCallable(mapper);
      let counter = 0, inner = null;
      return makeHelper(rec, () => {
        for (;;) {
          if (inner) {
            const r = step(inner);
            if (r) return { value: r.value, done: false };
            inner = null;
          }
          const r = step(rec);
          if (!r) return { value: undefined, done: true };
          const mapped = callAndClose(rec, mapper, r.value, counter++);
          // GetIteratorFlattenable(mapped, reject-primitives)
          if (mapped === null || typeof mapped !== "object") throw new TypeError(`${String(mapped)} is not an object`);
          const method = mapped[Symbol.iterator];
          const it = method === undefined || method === null ? mapped : method.call(mapped);
          inner = getIteratorDirect(it);
        }
      });
    },
  };
  const eager = {
    // 27.1.4.9 reduce(reducer [, initialValue])
    reduce(reducer, ...init) {
      const rec = getIteratorDirect(this);
      requireCallable(reducer);
      let acc, counter = 0;
      if (init.length === 0) {
        const r = step(rec);
        if (!r) throw new TypeError("Reduce of empty iterator with no initial value");
        acc = r.value;
        counter = 1;
      } else acc = init[0];
      for (let r; (r = step(rec)); counter++) acc = callAndClose(rec, reducer, acc, r.value, counter);
      return acc;
    },
    // 27.1.4.12 toArray()
    toArray() {
      const rec = getIteratorDirect(this);
      const items = [];
      for (let r; (r = step(rec)); ) items.push(r.value);
      return items;
    },
    // 27.1.4.6 forEach(fn)
    forEach(fn) {
      const rec = getIteratorDirect(this);
      requireCallable(fn);
      let counter = 0;
      for (let r; (r = step(rec)); ) callAndClose(rec, fn, r.value, counter++);
      return undefined;
    },
    // 27.1.4.10 some(predicate)
    some(predicate) {
      const rec = getIteratorDirect(this);
      requireCallable(predicate);
      let counter = 0;
      for (let r; (r = step(rec)); )
        if (callAndClose(rec, predicate, r.value, counter++)) {
          closeIterator(rec);
          return true;
        }
      return false;
    },
    // 27.1.4.4 every(predicate)
    every(predicate) {
      const rec = getIteratorDirect(this);
      requireCallable(predicate);
      let counter = 0;
      for (let r; (r = step(rec)); )
        if (!callAndClose(rec, predicate, r.value, counter++)) {
          closeIterator(rec);
          return false;
        }
      return true;
    },
    // 27.1.4.6 find(predicate)
    find(predicate) {
      const rec = getIteratorDirect(this);
      requireCallable(predicate);
      let counter = 0;
      for (let r; (r = step(rec)); )
        if (callAndClose(rec, predicate, r.value, counter++)) {
          closeIterator(rec);
          return r.value;
        }
      return undefined;
    },
  };
  for (const name of Object.keys(lazy)) define(IteratorPrototype, name, lazy[name]);
  for (const name of Object.keys(eager)) define(IteratorPrototype, name, eager[name]);
  // 27.1.3.2.1 Iterator.from(O)
  define(Iterator, "from", {
    from(O) {
      if (typeof O !== "string" && (O === null || typeof O !== "object")) throw new TypeError(`${String(O)} is not an object`);
      const method = O[Symbol.iterator];
      const iterator = method === undefined || method === null ? O : method.call(O);
      if (iterator instanceof Iterator) return iterator;
      const rec = getIteratorDirect(iterator);
      const wrapper = Object.create(IteratorPrototype); // %WrapForValidIteratorPrototype%
      wrapper.next = () => rec.next.call(rec.iterator);
      return wrapper;
    },
  }.from);
}

// 23.1.2.2 Array.fromAsync(asyncItems [, mapfn [, thisArg]]) (ES2026; node 20 lacks it): the
// sync-iterable and array-like paths (values and mapped values awaited one after the other).
define(Array, "fromAsync", {
  fromAsync(asyncItems, mapfn = undefined, thisArg = undefined) {
    return (async () => {
      if (mapfn !== undefined && typeof mapfn !== "function") throw new TypeError(`${String(mapfn)} is not a function`);
      if (asyncItems === null || asyncItems === undefined) throw new TypeError(`${String(asyncItems)} is not iterable`);
      const A = [];
      let k = 0;
      const usingIterator = asyncItems[Symbol.asyncIterator] ?? asyncItems[Symbol.iterator];
      const source = usingIterator !== undefined && usingIterator !== null ? asyncItems : Array.from({ length: Number(asyncItems.length) || 0 }, (_, i) => asyncItems[i]);
      for (const item of source) {
        const v = await item;
        A.push(mapfn === undefined ? v : await mapfn.call(thisArg, v, k));
        k++;
      }
      return A;
    })();
  },
}.fromAsync);
