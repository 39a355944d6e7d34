// An annotated arrow's conditional body is checked branch by branch (tsc's checkReturnExpression:
// each wrong branch at its place), and a union of keys one of which names no property is TS7053.
type Level = "ok" | "warn" | "crit";
const level = (v: number): Level => (v > 0.9 ? "crit" : v > 0.7 ? "warn" : "fine");
const label = (v: number): Level => v > 1 ? "high" : "ok";
type Metric = "cpu" | "mem" | "disk";
const thresholds = { cpu: 0.9, mem: 0.8 } as const;
const over = (m: Metric, v: number) => v > thresholds[m];
console.log(level(1), label(2), over("cpu", 1));
