type Item = { id: number; label?: string };
const items: Item[] = [{ id: 1, label: "a" }, { id: 2 }];
const labelled = items.filter((i): i is Required<Item> => i.label !== undefined);
console.log(labelled.map((i) => i.label.toUpperCase()));
const defined = [1, undefined, 3].filter((x): x is number => x !== undefined);
console.log(defined.reduce((a, b) => a + b, 0));
