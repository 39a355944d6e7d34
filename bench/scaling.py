#!/usr/bin/env python3
# scaling.py - "nothing quadratic": each operation at size N and 8N, the time ratio must stay near 8.
"""Usage: bench/scaling.py [--secexec PATH] [--checklat PATH] [--runs R] [--json]

Every case is a small program doing one kind of work N times (string building, array growth,
Map/Set churn, object keys, JSON, sort, regex, output, parsing and type-checking long programs,
garbage collection). It runs at N and at 8N; a linear implementation takes about 8x as long
(n log n about 9-10x), a quadratic one about 64x. A ratio above 20 is flagged QUADRATIC? and makes
the exit status 1. Times are the in-process durationMs of `secexec run --json` (for check cases the p50
of bench_checklat, after the process's one-time load of the standard library's declarations), the minimum of R runs, so start-up and noise matter little.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT = 20.0  # ratio for 8x the work above which a case counts as super-linear
HUGE = str(1 << 62)

# name -> (N, program text with {n} for the size). Each prints something so nothing is dead code.
RUN_CASES = {
    "string +=": (40_000, 'let s = ""; for (let i = 0; i < {n}; i++) s += "ab"; console.log(s.length);'),
    "string += then index": (20_000, 'let s = ""; let c = 0; for (let i = 0; i < {n}; i++) { s += "ab"; c += s.charCodeAt(i); } console.log(c);'),
    "string prepend": (20_000, 'let s = ""; for (let i = 0; i < {n}; i++) s = (i % 10) + s; console.log(s.length);'),
    "template building": (20_000, 'let s = ""; for (let i = 0; i < {n}; i++) s = `${s}${i % 10}`; console.log(s.length);'),
    "array push": (50_000, "const a: number[] = []; for (let i = 0; i < {n}; i++) a.push(i); console.log(a.length);"),
    "array index grow": (50_000, "const a: number[] = []; for (let i = 0; i < {n}; i++) a[i] = i; console.log(a.length);"),
    "array pop": (50_000, "const a: number[] = []; for (let i = 0; i < {n}; i++) a.push(i); let t = 0; while (a.length) t += a.pop()!; console.log(t);"),
    "queue: push + shift": (20_000, "const q: number[] = []; for (let i = 0; i < {n}; i++) q.push(i); let t = 0; while (q.length) { t += q.shift()!; if (t % 3 === 0) q.push(1); } console.log(t);"),
    "join / split": (20_000, 'const a: string[] = []; for (let i = 0; i < {n}; i++) a.push("w" + i); console.log(a.join(" ").split(" ").length);'),
    "sort": (20_000, "const a: number[] = []; for (let i = 0; i < {n}; i++) a.push((i * 7919) % 10007); a.sort((x, y) => x - y); console.log(a[0]);"),
    "object keys": (20_000, 'const o: Record<string, number> = {}; for (let i = 0; i < {n}; i++) o["k" + i] = i; console.log(Object.keys(o).length);'),
    "object delete": (20_000, 'const o: Record<string, number> = {}; for (let i = 0; i < {n}; i++) o["k" + i] = i; for (let i = 0; i < {n}; i += 2) delete o["k" + i]; console.log(Object.keys(o).length);'),
    "Map set/get/delete": (30_000, 'const m = new Map<string, number>(); for (let i = 0; i < {n}; i++) m.set("k" + i, i); let t = 0; for (let i = 0; i < {n}; i++) { t += m.get("k" + i)!; if (i % 2) m.delete("k" + i); } console.log(t, m.size);'),
    "Set add/has": (30_000, "const s = new Set<number>(); for (let i = 0; i < {n}; i++) s.add(i * 3); let c = 0; for (let i = 0; i < {n}; i++) if (s.has(i)) c++; console.log(c);"),
    "JSON round trip": (10_000, "const a = []; for (let i = 0; i < {n}; i++) a.push({ id: i, name: 'n' + i, tags: ['a', 'b'] }); console.log(JSON.parse(JSON.stringify(a)).length);"),
    "regex global scan": (20_000, 'const s = "ab1 ".repeat({n}); let c = 0; for (const m of s.matchAll(/[a-z]+(\\d)/g)) c += m[1].length; console.log(c);'),
    "string slice loop": (20_000, 'let s = "ab".repeat({n}); let c = 0; while (s.length > 1) { c += s.charCodeAt(0); s = s.slice(2); } console.log(c);'),
    "regex exec loop": (20_000, 'const s = "ab1 ".repeat({n}); const re = /b(\\d)/g; let m; let c = 0; while ((m = re.exec(s)) !== null) c += m[1].length; console.log(c);'),
    "replaceAll": (20_000, 'const s = "ab1 ".repeat({n}); console.log(s.replaceAll("b", "xy").length);'),
    "console.log lines": (10_000, 'for (let i = 0; i < {n}; i++) console.log("line", i);'),
    "closures alive": (20_000, "const fs: (() => number)[] = []; for (let i = 0; i < {n}; i++) fs.push(() => i); let t = 0; for (const f of fs) t += f(); console.log(t);"),
    "live objects (GC)": (20_000, "const keep: { i: number; next: unknown }[] = []; for (let i = 0; i < {n}; i++) { keep.push({ i, next: null }); for (let j = 0; j < 4; j++) ({ garbage: j }); } console.log(keep.length);"),
}

# Long programs for the front end, compiler and checker: N similar functions.
FUNCTION_TEXT = """function f{i}(xs: number[], k: string): {{ total: number; key: string }} {{
  let total = 0;
  for (const x of xs) if (x > {i}) total += x * 2;
  return {{ total, key: k + "{i}" }};
}}
"""


def long_program(n):
    return "".join(FUNCTION_TEXT.format(i=i) for i in range(n)) + "console.log(f0([1, 2, 3], 'a').total);\n"


def run_ms(tools, source, mode):
    """In-process milliseconds: the run's durationMs, or for a check the p50 of bench_checklat
    (after the process's first check, so the standard library's one-time load is not in it)."""
    with tempfile.NamedTemporaryFile("w", suffix=".ts", delete=False) as f:
        f.write(source)
        path = f.name
    try:
        if mode == "check":
            cmd = [tools.checklat, "--runs", "3", path]
        else:
            cmd = [tools.secexec, "run", "--json", "--max-instructions", HUGE, "--max-memory", "2G",
                   "--max-output", "64M", "--timeout-ms", "600000", path]
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        doc = json.loads(out.stdout.splitlines()[-1])
        if mode == "check":
            return float(doc["p50Us"]) / 1000
        if doc.get("outcome") != "succeeded":
            raise RuntimeError("%s failed: %s" % (source[:60], doc.get("error")))
        return float(doc["durationMs"])
    finally:
        os.unlink(path)


def measure(tools, name, make_source, n, mode, runs):
    # N and 8N alternate, so that both sizes meet the same moods of a shared machine (it can run
    # at half speed for seconds at a time); the minimum of each is kept
    small, large = float("inf"), float("inf")
    for _ in range(runs):
        small = min(small, run_ms(tools, make_source(n), mode))
        large = min(large, run_ms(tools, make_source(8 * n), mode))
    ratio = large / small if small > 0 else float("inf")
    return {"case": name, "n": n, "msAtN": round(small, 3), "msAt8N": round(large, 3),
            "ratio": round(ratio, 2), "superLinear": ratio > LIMIT}


def literal_program(n):
    # every const has its own literal type (numbers and strings): the checker interns them all
    return "".join('const n%d = %d;\nconst s%d = "k%d";\n' % (i, i, i, i) for i in range(n)) + "console.log(n0, s0);\n"


def switch_program(n):
    # every case narrows the discriminant to a literal; the breaks join them into one union
    return ("declare const k: number;\nswitch (k) {\n" + "".join("case %d: console.log(%d); break;\n" % (i, i) for i in range(n))
            + "}\n")


def interface_program(n):
    # an interface of n properties, an object literal of n properties checked against it
    return ("interface Big {" + " ".join("p%d: number;" % i for i in range(n)) + "}\nconst big: Big = {"
            + ", ".join("p%d: %d" % (i, i) for i in range(n)) + "};\nconsole.log(big.p0);\n")


def callbacks_program(n):
    # a long top-level block: every later const is "not assigned yet" while each line's callbacks
    # and && are checked (their flow environments were copied whole: quadratic memory)
    return ("declare const flag: boolean;\nconst xs = [1, 2, 3];\n"
            + "".join("const r%d = flag && xs.map((x) => x + %d).filter((y) => y > 1).length > 0;\n" % (i, i) for i in range(n)))


def all_cases():
    for name, (n, text) in RUN_CASES.items():
        yield name, (lambda k, t=text: t.replace("{n}", str(k))), n, "run"
    yield "parse+compile+run long program", long_program, 100, "run"
    yield "check long program", long_program, 100, "check"
    yield "check many literal types", literal_program, 2000, "check"
    yield "check a long switch", switch_program, 500, "check"
    yield "check a big interface", interface_program, 1000, "check"
    yield "check callbacks and && in a long block", callbacks_program, 300, "check"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--secexec", default=os.path.join(ROOT, "build-bench/secexec"))
    p.add_argument("--checklat", default=os.path.join(ROOT, "build-bench/bench/bench_checklat"))
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--json", action="store_true", help="print one JSON document instead of the table")
    a = p.parse_args()
    if not a.json:
        print("%-32s %8s %10s %10s %7s" % ("case (work x8)", "N", "ms at N", "ms at 8N", "ratio"), flush=True)
    results = []
    for name, make, n, mode in all_cases():
        r = measure(a, name, make, n, mode, a.runs)
        results.append(r)
        if not a.json:
            flag = "  QUADRATIC?" if r["superLinear"] else ""
            print("%-32s %8d %10.2f %10.2f %7.1f%s" % (r["case"], r["n"], r["msAtN"], r["msAt8N"], r["ratio"], flag), flush=True)
    if a.json:
        print(json.dumps({"limit": LIMIT, "cases": results}))
    return 1 if any(r["superLinear"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
