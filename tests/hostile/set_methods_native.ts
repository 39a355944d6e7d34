// Set methods between two built-in sets: union, intersection, difference, isSubsetOf and
// isSupersetOf walk 200,000 entries natively in a few VM instructions (other.has is a native
// too). Each entry and each probe pays the meter; before, one loop of isSubsetOf ran 6.6 s and
// one of union 29 s past a 300 ms timeout.
const s = new Set<number>();
for (let i = 0; i < 200000; i++) s.add(i);
let n = 0;
for (;;) {
    n += s.union(s).size + s.intersection(s).size + s.difference(s).size;
    n += (s.isSubsetOf(s) ? 1 : 0) + (s.isSupersetOf(s) ? 1 : 0);
}
