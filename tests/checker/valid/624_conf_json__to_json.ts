// toJSON methods: called with the key, on nested values, on class instances, returning undefined.
class Money { constructor(private c: number) {} toJSON(key: string) { return `${key}:${this.c / 100}`; } }
console.log(JSON.stringify({ price: new Money(1999), list: [new Money(5)] }));
console.log(JSON.stringify({ skip: { toJSON: () => undefined }, keep: 1 }), JSON.stringify({ toJSON() { return { replaced: true }; } }));
console.log(JSON.stringify({ n: { toJSON: () => NaN } }), JSON.stringify([{ toJSON: (k: string) => k }]));
