// A switch that covers every member of a union made by a user mapped type (`{ [P in K]: ... }[K]`,
// which the checker reads as any) ends no function: tsc knows it is exhaustive, so no TS2366.
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
const jobs: Job[] = [{ kind: "email", payload: { to: "a@b.c" } }, { kind: "resize", payload: { width: 64 } }];
console.log(jobs.map(describe).join("; "));
