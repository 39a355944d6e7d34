// A switch that covers every member of a union made by a user mapped type (`{ [P in K]: ... }[K]`,
// which the checker reads as any) is exhaustive as tsc knows it: no TS2366, a variable each case
// assigns is assigned after it (no TS2454), and no `| undefined` from the way around the cases.
type JobMap = { email: { to: string }; resize: { width: number } };
type Kind = keyof JobMap;
type Job<K extends Kind = Kind> = { [P in K]: { kind: P; payload: JobMap[P] } }[K];
function describe(job: Job): string {
  switch (job.kind) {
    case "email":
      return `mail to ${job.payload.to}`;
    case "resize":
      return `resize to ${job.payload.width}px`;
  }
}
function cost(job: Job): number {
  let w: number;
  switch (job.kind) {
    case "email": w = 1; break;
    case "resize": w = 2; break;
  }
  return w;
}
function label(job: Job): string {
  let s: string | undefined;
  switch (job.kind) {
    case "email": s = "e"; break;
    case "resize": s = "r"; break;
  }
  return s;
}
function weight(job: Job) {
  switch (job.kind) {
    case "email": return 1;
    case "resize": return 2;
  }
}
const jobs: Job[] = [{ kind: "email", payload: { to: "a@b.c" } }, { kind: "resize", payload: { width: 64 } }];
console.log(jobs.map(describe).join("; "));
const total: number = jobs.map(weight).reduce((a, b) => a + b, 0);
console.log(total, jobs.map(cost), jobs.map(label).join(""));
