// printf-style specifiers: %s %d %i %f %j %o %O %% with too few and too many arguments.
console.log("%s is %d years", "Ann", 42.9, "extra", { a: 1 });
console.log("%i|%f|%d|%s", 42.9, "3.5", "x", null);
console.log("%j", { a: [1, "two"] }, "%j");
console.log("%o", { a: [1, 2], f: 1 });
console.log("%O", { a: { b: { c: { d: 1 } } } });
console.log("100%% sure %s", "yes", "%%");
console.log("%s %s", "only one");
console.log("%d", "12px", "%z unknown", 5);
console.log("%s", null, undefined, "%s", -0, [1, [2]], { k: "v" });
console.log("no specifiers", "%s");
