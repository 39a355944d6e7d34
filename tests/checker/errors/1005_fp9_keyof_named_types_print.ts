// `keyof` of an interface, class or aliased object type prints as `keyof T` (tsc keeps the
// union's origin); of an anonymous type, as its members. A conditional utility's result that
// exists already prints as itself, not by the alias's name.
interface Employee { id: number; name: string; dept: string }
type Metrics = { revenue: number; margin: number };
class Report { title = ""; rows: string[] = [] }
const sortKey: keyof Employee = "salary";
type MetricName = keyof Metrics;
const metric: MetricName = "profit";
const field: keyof Report = "footer";
const totals = { north: 1, south: 2 };
const region: keyof typeof totals = "west";
function summarize() { return { count: 1, mean: 2.5 }; }
type Summary = ReturnType<typeof summarize>;
const s: Summary = { count: 1 };
const t: Summary = 5;
type Manager = NonNullable<Employee | null>;
const m: Manager = "boss";
