// findLast/findLastIndex/lastIndexOf for searching from the end.
const logs = [{ lvl: "info", m: "a" }, { lvl: "error", m: "b" }, { lvl: "info", m: "c" }, { lvl: "error", m: "d" }, { lvl: "debug", m: "e" }];
console.log(logs.findLast((l) => l.lvl === "error"), logs.findLastIndex((l) => l.lvl === "error"), logs.findLastIndex((l) => l.lvl === "fatal"));
console.log(logs.map((l) => l.lvl).lastIndexOf("info"), [1, 2, 1, 2].lastIndexOf(2, 2), [].findLast(() => true));
