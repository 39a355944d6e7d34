// Batch loader: Promise.all over async mappers producing discriminated results.
type LoadResult<T> =
  | { status: "loaded"; key: string; value: T }
  | { status: "missing"; key: string }
  | { status: "failed"; key: string; error: string };

interface Doc {
  title: string;
  words: number;
}

const store: Record<string, Doc | "corrupt"> = {
  intro: { title: "Intro", words: 120 },
  guide: { title: "Guide", words: 2400 },
  broken: "corrupt",
};

const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function loadAll(keys: string[]): Promise<LoadResult<Doc>[]> {
  return Promise.all(
    keys.map(async (key, i) => {
      await delay(keys.length - i);
      const raw = store[key];
      if (raw === undefined) return { status: "missing", key };
      if (raw === "corrupt") return { status: "failed", key, error: "checksum mismatch" };
      return { status: "loaded", key, value: raw };
    })
  );
}

function report(results: LoadResult<Doc>[]): string[] {
  return results.map((r) => {
    switch (r.status) {
      case "loaded":
        return `${r.key}: "${r.value.title}" (${r.value.words} words)`;
      case "missing":
        return `${r.key}: not found`;
      case "failed":
        return `${r.key}: FAILED ${r.error}`;
    }
  });
}

async function main() {
  const results = await loadAll(["guide", "nope", "intro", "broken"]);
  console.log(report(results).join("\n"));
  const totals: Promise<[number, number]> = Promise.all([
    loadAll(["intro", "guide"]).then((rs) => rs.reduce((n, r) => n + (r.status === "loaded" ? r.value.words : 0), 0)),
    Promise.resolve(results.length),
  ]);
  const [words, count] = await totals;
  console.log(`words=${words} results=${count}`);
  const loadedOnly: Promise<Array<{ status: "loaded"; key: string }>> = Promise.all(
    ["a", "b"].map(async (key) => ({ status: "loaded", key }))
  );
  console.log((await loadedOnly).map((r) => r.key).join("+"));
}

main();
