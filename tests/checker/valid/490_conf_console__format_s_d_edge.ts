// %s and %d/%i/%f with numbers, -0, objects, arrays, and errors.
console.log("%s|%s|%s|%s|%s", -0, 1.50, [1, "a"], { a: { b: { c: 1 } } }, "str");
console.log("%d|%d|%d|%d|%d", -0, "1e3", null, {}, [5]);
console.log("%i|%i|%i|%i", 3.99, -3.99, "0x10", "1e3");
console.log("%f|%f|%f|%f", "1.5abc", -0, "", Infinity);
console.log("%s", new Error("in format").message, "%s", true);
