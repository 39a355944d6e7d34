#!/usr/bin/env python3
"""Writes README.md's "Figures" tables from one scripts/bench run (bench/results/latest.json).

    python3 bench/readme_figures.py                 # print the markdown
    python3 bench/readme_figures.py --write README.md  # replace the text between the markers

The markers are `<!-- figures:begin -->` and `<!-- figures:end -->`; everything between them is
generated, so the README never carries a figure that no run printed. Prose about what changed
since a run stays outside the markers, written by hand.
"""
import argparse
import json
import math
import sys

BEGIN = "<!-- figures:begin -->"
END = "<!-- figures:end -->"


def geomean(values):
    values = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def ratio(a, b):
    return a / b if a and b else None


def fmt(v, digits=2):
    return "—" if v is None else f"{v:.{digits}f}"


def median_ms(engines, name):
    e = engines.get(name)
    return e["medianMs"] if e and e.get("status") == "ok" else None


def cpu_table(cpu):
    rows = ["| program | secexec | node --jitless | Lua 5.4 | secexec / Lua 5.4 |",
            "|---|---|---|---|---|"]
    cols = {"sx": [], "node": [], "lua_sx": []}
    for p in cpu["programs"]:
        e = p["engines"]
        qjs = median_ms(e, "quickjs")
        sx, node, lua = median_ms(e, "secexec"), median_ms(e, "node"), median_ms(e, "lua")
        r_sx, r_node, r_lua, sx_lua = ratio(sx, qjs), ratio(node, qjs), ratio(lua, qjs), ratio(sx, lua)
        cols["sx"].append(r_sx)
        cols["node"].append(r_node)
        cols["lua_sx"].append(sx_lua)
        rows.append(f"| {p['name']} | {fmt(r_sx)} | {fmt(r_node)} | {fmt(r_lua)} | {fmt(sx_lua)} |")
    rows.append(f"| geometric mean | **{fmt(geomean(cols['sx']))}** | {fmt(geomean(cols['node']))} "
                f"| | **{fmt(geomean(cols['lua_sx']))}** |")
    return rows


def python_table(py):
    rows = ["| program | CPython 3.11 ms | secexec Python ms | secexec TypeScript ms | Python / CPython |",
            "|---|---|---|---|---|"]
    for p in py["programs"]:
        e = p["engines"]
        cpy, spy, sts = median_ms(e, "cpython"), median_ms(e, "secexec_py"), median_ms(e, "secexec_ts")
        shown = fmt(ratio(spy, cpy)) if spy else "fails"
        rows.append(f"| {p['name']} | {fmt(cpy, 1)} | {fmt(spy, 1)} | {fmt(sts, 1)} | {shown} |")
    s = py["summary"]
    rows.append(f"| geometric mean | | | | **{fmt(s.get('geomeanPyCpython'))}** |")
    return rows


def calls_lines(calls):
    out = []
    for c in calls:
        out.append(f"  - `{c['program']}` on {c['engine']}: {c['instructionsPerCall']:.2f} instructions per call, "
                   f"{c['nsPerInstruction']:.2f} ns per instruction")
    return out


def inprocess_lines(d):
    cs, vms, chk = d["coldStart"], d["vms"], d["check"]
    out = [f"- Cold start (create a VM, evaluate `1 + 2`, dispose): p50 {cs['coldStartUs']['p50']:.1f} us, "
           f"p99 {cs['coldStartUs']['p99']:.1f} us; with `secexec_check` first p50 "
           f"{cs['coldStartWithCheckUs']['p50']:.1f} us; the `run_code` retry loop p50 {cs['retryLoopUs']['p50']:.1f} us.",
           f"- A fresh VM per `evaluate(\"1 + 2\")`: {cs['callsPerSecond1Thread']:,} calls/s on 1 thread, "
           f"{cs['callsPerSecond2Threads']:,} on 2 ({cs['callsPerSecond2Threads'] / cs['callsPerSecond1Thread']:.2f}x).",
           f"- {vms['vmsAlive']:,} persistent VMs alive, bytes per VM (accounted / RSS growth): new "
           f"{vms['newVmBytes']['accounted'] / 1024:.1f} / {vms['newVmBytes']['rss'] / 1024:.1f} KiB; after a call "
           f"{vms['usedVmBytes']['accounted'] / 1024:.1f} / {vms['usedVmBytes']['rss'] / 1024:.1f} KiB; holding two "
           f"variables and a function {vms['contextVmBytes']['accounted'] / 1024:.1f} / "
           f"{vms['contextVmBytes']['rss'] / 1024:.1f} KiB. A call in an existing VM: p50 {vms['warmCallUs']['p50']:.1f} us, "
           f"p99 {vms['warmCallUs']['p99']:.1f} us; round-robin over {vms['vmsPerThread']} VMs per thread: "
           f"{vms['callsPerSecond1Thread']:,} calls/s on 1 thread, {vms['callsPerSecond2Threads']:,} on 2 "
           f"({vms['callsPerSecond2Threads'] / vms['callsPerSecond1Thread']:.2f}x)."]
    parts = []
    for s in chk.get("snippets", []):
        parts.append(f"{s['lines']} lines p50 {s['inProcessP50Us'] / 1000:.3f} ms (bare tree-sitter parse "
                     f"{s['treeSitterParseP50Us'] / 1000:.3f} ms: {s['inProcessP50Us'] / s['treeSitterParseP50Us']:.2f}x; "
                     f"tsc {s['tscMs'] / 1000:.2f} s)")
    if parts:
        out.append("- Type check, in process after start-up: " + "; ".join(parts) + ".")
    sc = d.get("scaling", {}).get("cases", [])
    if sc:
        worst = max(sc, key=lambda c: c["ratio"])
        out.append(f"- Scaling ({len(sc)} operations each at N and 8N; linear is ~8x, quadratic ~64x): ratios "
                   f"{min(c['ratio'] for c in sc):.1f} to {worst['ratio']:.1f} (worst: {worst['case']}).")
    return out


def serve_lines(serve):
    rows = ["| | p50 | p99 |", "|---|---|---|"]
    names = [("evaluate_1_plus_2_ms", "`evaluate(\"1 + 2\")`"),
             ("run_code_evaluate_ms", "the `run_code` evaluate (inputs, capture stderr)"),
             ("run_code_check_and_evaluate_ms", "`run_code`: `check` + `evaluate`"),
             ("first_call_with_sidecar_start_ms", "first call of a process, starting the sidecar")]
    for key, label in names:
        v = serve[key]
        rows.append(f"| {label} | {v['p50']:.3f} ms | {v['p99']:.3f} ms |")
    ref = serve.get("reference", {})
    rows.append(f"| reference library (published) | {ref.get('warm_run_ms')} ms warm, "
                f"{ref.get('cold_run_p50_ms')} ms cold per run | |")
    rows.append("")
    rows.append("Throughput with 8 calls in flight, `--workers 2` against `--workers 1`:")
    for key, t in serve["throughput"].items():
        w1, w2 = t["workers_1"], t["workers_2"]
        rows.append(f"- `{t['source']}`: {w2['calls_per_second']:,} against {w1['calls_per_second']:,} calls/s "
                    f"({t['ratio_2_to_1_wall']:.2f}x; the Node client used {w1['client_cores_used']:.2f} of the 2 cores "
                    f"with 1 worker).")
    return rows


def figures(d):
    m = d["machine"]
    out = [f"From one full `scripts/bench` run at commit {m['git']} ({d['generatedAt']}), load average "
           f"{m['loadavg'][0]} at the start and {m['loadavgAtEnd'][0]} at the end; raw data in "
           f"`bench/results/latest.json`. Engines run interleaved round-robin, {d['runs']} runs per program, "
           "median wall time of the process. Generated by `bench/readme_figures.py`.", "",
           "CPU suite, time relative to QuickJS 2021-03-27 (lower is better), and secexec against Lua 5.4:", ""]
    out += cpu_table(d["cpu"])
    if d.get("calls"):
        out += ["", "Calls (VM instructions counted per call; ns per instruction from the CPU time):"]
        out += calls_lines(d["calls"])
    if d.get("python"):
        out += ["", "Python: the same programs in Python (bench/python/*.py), CPython 3.11 beside secexec's Python "
                "and its TypeScript (median wall ms):", ""]
        out += python_table(d["python"])
    out += ["", "In process (bench_coldstart, bench_vms, bench_checklat):", ""]
    out += inprocess_lines(d)
    if d.get("serve"):
        out += ["", "The sidecar (`bench/node_client.mjs` through the Node client):", ""]
        out += serve_lines(d["serve"])
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", default="bench/results/latest.json")
    ap.add_argument("--write", metavar="README", help="replace the text between the markers in this file")
    args = ap.parse_args()
    with open(args.json) as f:
        text = figures(json.load(f))
    if not args.write:
        sys.stdout.write(text)
        return 0
    with open(args.write) as f:
        readme = f.read()
    if BEGIN not in readme or END not in readme:
        sys.exit(f"readme_figures: {args.write} has no {BEGIN} ... {END} markers")
    head, rest = readme.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    with open(args.write, "w") as f:
        f.write(head + BEGIN + "\n" + text + END + tail)
    return 0


if __name__ == "__main__":
    sys.exit(main())
