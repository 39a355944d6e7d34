interface Job { id: string; status: "pending" | "running" | "done" | "failed" }
const job: Job = { id: "1", status: "pending" };
job.status = "finished";
console.log(job);
