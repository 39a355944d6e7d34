// %s with nested objects, class instances, and errors; %d/%i with non-numbers.
class P { x = 1; }
console.log("%s | %s | %s", new P(), { a: { b: { c: {} } } }, [new P()]);
console.log("%i and %d", "4.7abc", { valueOf: () => 3 });
console.log("%j", { nested: [1, { deep: true }] }, "%j", "rest");
