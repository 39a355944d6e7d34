interface Monkey { items: number[]; op: (old: number) => number; test: number; ifTrue: number; ifFalse: number; seen: number }
const monkeys: Monkey[] = [
  { items: [79, 98], op: (o) => o * 19, test: 23, ifTrue: 1, ifFalse: 1, seen: 0 },
  { items: [54], op: (o) => o + 6, test: 19, ifTrue: 0, ifFalse: 0, seen: 0 },
];
for (let round = 0; round < 3; round++) {
  for (const m of monkeys) {
    while (m.items.length) {
      const worry = Math.floor(m.op(m.items.shift()!) / 3);
      monkeys[worry % m.test === 0 ? m.ifTrue : m.ifFalse].items.push(worry);
      m.seen++;
    }
  }
}
console.log(monkeys.map((m) => m.seen));
