// Found by the hunter: a literal returned by a callback stays a literal when the call's
// contextual type wants literals (return-type inference through callbacks).
type Status = "failed" | "open";
const ids = [1, 2, 3];
const statuses: Status[] = ids.map((x, i: number) => "failed");
const mixed: Status[] = ids.map((x) => (x > 1 ? "open" : "failed"));
const pick: Status = ids.map((): Status => "open")[0];
console.log(statuses, mixed, pick);
const annotated: Status[] = ids.map((x: number, i: number) => "open");
console.log(annotated);
