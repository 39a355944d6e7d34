const toEntry = (k: string, v: number) => ({ key: k, value: v });
const entries = ["a", "b"].map((k, i) => toEntry(k, i));
console.log(entries[1].key, entries[1].value);
