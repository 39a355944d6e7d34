type Job = { id: number; run: () => Promise<string> };
async function processAll(jobs: Job[]): Promise<Map<number, string>> {
  const results = new Map<number, string>();
  for (const job of jobs) {
    try {
      results.set(job.id, await job.run());
    } catch (e) {
      results.set(job.id, `failed: ${(e as Error).message}`);
    }
  }
  return results;
}
processAll([
  { id: 1, run: async () => "ok" },
  {
    id: 2,
    run: async () => {
      throw new Error("nope");
    },
  },
]).then((m) => console.log([...m]));
