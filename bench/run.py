#!/usr/bin/env python3
# run.py - measures bench/ (CPU suite vs peers, cold start, check latency, budget overhead), prints the table, writes JSON.
import argparse
import datetime
import json
import math
import os
import re
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")

# Programs in report order; each is bench/cpu/NAME.js, and bench/lua/NAME.lua where it translates.
PROGRAMS = ["fib", "loops", "arrays", "strings", "objects", "closures", "calls", "json", "regex", "mapset"]
CALL_PROGRAMS = ["fib", "calls"]  # the per-call figures: instructions per call, ns per instruction
HUGE_BUDGET = 1 << 62          # "no budget in practice" for the main secexec column
DEFAULT_BUDGET = 100_000_000   # secexec's default (include/secexec.h), informational
TIMEOUT_MS = 600_000
SNIPPETS = [2, 50, 500]        # bench/check/snippet_N.ts
TSC_FLAGS = ["--noEmit", "--strict", "--target", "es2022"]


def parse_args():
    p = argparse.ArgumentParser(description="secexec benchmarks (issue 6): prints a table, writes JSON.")
    p.add_argument("--quick", action="store_true", help="smoke run: 3 runs, short throughput, 1 tsc run")
    p.add_argument("--runs", type=int, help="runs per program and engine (default 5, --quick 3)")
    p.add_argument("--only", help="comma-separated CPU programs to run (default: all)")
    p.add_argument("--skip", default="",
                   help="comma-separated sections to skip: cpu,python,calls,coldstart,vms,serve,check,scaling")
    p.add_argument("--out", help="JSON output (default bench/results/latest.json; --quick: .cache/bench/quick.json)")
    p.add_argument("--secexec", default=os.path.join(ROOT, "build-bench/secexec"))
    p.add_argument("--coldstart", default=os.path.join(ROOT, "build-bench/bench/bench_coldstart"))
    p.add_argument("--vms", default=os.path.join(ROOT, "build-bench/bench/bench_vms"))
    p.add_argument("--qjs", default=os.path.join(ROOT, ".cache/bench/quickjs-2021-03-27/qjs"))
    p.add_argument("--checklat", default=os.path.join(ROOT, "build-bench/bench/bench_checklat"))
    p.add_argument("--tsc", default=os.path.join(ROOT, ".cache/tools/node_modules/typescript/bin/tsc"))
    a = p.parse_args()
    a.runs = a.runs or (3 if a.quick else 5)
    a.out = a.out or os.path.join(ROOT, ".cache/bench/quick.json" if a.quick else "bench/results/latest.json")
    a.skip = set(filter(None, a.skip.split(",")))
    return a


def say(*parts):
    print(*parts, flush=True)


def progress(msg):
    print(msg, file=sys.stderr, flush=True)


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_timed(cmd, cwd=ROOT):
    """Run cmd once; returns (wall seconds, CompletedProcess, CPU seconds: user + system)."""
    c0, t0 = children_cpu(), time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return time.perf_counter() - t0, proc, children_cpu() - c0


def tool_version(cmd):
    try:
        out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=30)
        return out.stdout.strip().splitlines()[0] if out.stdout.strip() else "?"
    except (OSError, subprocess.TimeoutExpired):
        return None


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


# ------------------------------------------------------------------------------------------------
# CPU suite
# ------------------------------------------------------------------------------------------------

class Engine:
    """One column of the CPU table: how to run a program and how to read its result."""

    def __init__(self, key, label, available, note=""):
        self.key, self.label, self.available, self.note = key, label, available, note

    def command(self, prog):
        raise NotImplementedError

    def has(self, prog):
        return True

    def outcome(self, proc):
        """(stdout, error message or None, extra dict) of one finished run."""
        if proc.returncode != 0:
            return proc.stdout, (proc.stderr.strip().splitlines() or ["exit %d" % proc.returncode])[-1], {}
        return proc.stdout, None, {}


class PlainEngine(Engine):
    def __init__(self, key, label, argv, available, ext="js", folder="cpu", note=""):
        super().__init__(key, label, available, note)
        self.argv, self.ext, self.folder = argv, ext, folder

    def path(self, prog):
        return os.path.join(BENCH, self.folder, "%s.%s" % (prog, self.ext))

    def has(self, prog):
        return os.path.exists(self.path(prog))

    def command(self, prog):
        return self.argv + [self.path(prog)]


class SecexecEngine(Engine):
    def __init__(self, key, label, binary, budget, available, ext="js", folder="cpu", note=""):
        super().__init__(key, label, available, note)
        self.binary, self.budget, self.ext, self.folder = binary, budget, ext, folder

    def has(self, prog):
        return os.path.exists(os.path.join(BENCH, self.folder, "%s.%s" % (prog, self.ext)))

    def command(self, prog):
        cmd = [self.binary, "run", "--json", "--timeout-ms", str(TIMEOUT_MS)]
        if self.budget is not None:
            cmd += ["--max-instructions", str(self.budget)]
        return cmd + [os.path.join(BENCH, self.folder, "%s.%s" % (prog, self.ext))]

    def outcome(self, proc):
        try:
            r = json.loads(proc.stdout)
        except ValueError:
            return "", "no JSON from secexec (exit %d): %s" % (proc.returncode, proc.stderr.strip()[:300]), {}
        extra = {"instructions": r.get("instructions"), "memoryPeakBytes": r.get("memoryPeakBytes")}
        if r.get("outcome") != "succeeded":
            err = r.get("error") or {}
            msg = "%s: %s%s" % (r.get("outcome"), (err.get("name") + ": ") if err.get("name") else "",
                                err.get("message", ""))
            extra["errorCode"] = err.get("code")
            return r.get("stdout", ""), msg, extra
        return r.get("stdout", ""), None, extra


def classify_failure(msg, extra):
    if extra.get("errorCode") == "instruction_limit":
        return "budget"
    if re.search(r"not supported|is not defined", msg or ""):
        return "unsupported"
    return "failed"


def run_cpu(args, engines, programs, reference_key="node"):
    """Round-robin runs (run r of every engine, then run r+1) so machine noise hits all alike.
    Every engine's checksum line must equal the one the reference engine printed."""
    results = []
    for prog in programs:
        progress("cpu: %s" % prog)
        cells = {}
        for e in engines:
            if not e.available:
                cells[e.key] = {"status": "skipped", "note": e.note or "engine unavailable"}
            elif not e.has(prog):
                cells[e.key] = {"status": "n/a", "note": "no translation"}
            else:
                cells[e.key] = {"status": "ok", "samplesMs": []}
        reference = None
        for r in range(args.runs):
            for e in engines:
                cell = cells[e.key]
                if cell["status"] != "ok":
                    continue
                cell.setdefault("cpuSamplesMs", [])
                secs, proc, cpu = run_timed(e.command(prog))
                out, err, extra = e.outcome(proc)
                cell.update({k: v for k, v in extra.items() if v is not None})
                line = out.strip()
                if e.key == reference_key and reference is None and err is None:
                    reference = line
                if err is not None:
                    cell.update(status=classify_failure(err, extra), error=err, stdout=line[:200])
                    cell.pop("samplesMs", None)
                    cell.pop("cpuSamplesMs", None)
                    continue
                cell["checksum"] = line
                cell["samplesMs"].append(round(secs * 1000, 2))
                cell["cpuSamplesMs"].append(round(cpu * 1000, 2))
        # correctness: every engine's checksum line must equal node's
        for e in engines:
            cell = cells[e.key]
            if cell["status"] == "ok":
                if reference is None:
                    cell["status"] = "unchecked"
                elif cell["checksum"] != reference:
                    cell.update(status="wrong", error="checksum %r, %s printed %r" % (cell["checksum"], reference_key,
                                                                                      reference))
                if cell["status"] == "ok":
                    del cell["checksum"]  # equal to the program's reference line
                if cell.get("samplesMs"):
                    cell["medianMs"] = round(statistics.median(cell["samplesMs"]), 2)
                    cell["cpuMedianMs"] = round(statistics.median(cell["cpuSamplesMs"]), 2)
                    cell["minMs"] = min(cell["samplesMs"])
        entry = {"name": prog, "checksum": reference, "engines": cells}
        sx, qjs, sxd = cells.get("secexec", {}), cells.get("quickjs", {}), cells.get("secexec_default", {})
        if sx.get("status") == "ok" and qjs.get("status") == "ok":
            entry["ratioSecexecQuickjs"] = round(sx["medianMs"] / qjs["medianMs"], 3)
            entry["cpuRatioSecexecQuickjs"] = round(sx["cpuMedianMs"] / qjs["cpuMedianMs"], 3)
        if sx.get("status") == "ok" and sxd.get("status") == "ok":
            entry["budgetOverhead"] = round(sxd["medianMs"] / sx["medianMs"], 3)
            entry["cpuBudgetOverhead"] = round(sxd["cpuMedianMs"] / sx["cpuMedianMs"], 3)
        for key in ("node", "lua"):
            c = cells.get(key, {})
            if c.get("status") == "ok" and qjs.get("status") == "ok":
                entry["ratio%sQuickjs" % key.capitalize()] = round(c["medianMs"] / qjs["medianMs"], 3)
        lua = cells.get("lua", {})
        if sx.get("status") == "ok" and lua.get("status") == "ok":
            entry["ratioSecexecLua"] = round(sx["medianMs"] / lua["medianMs"], 3)
            entry["cpuRatioSecexecLua"] = round(sx["cpuMedianMs"] / lua["cpuMedianMs"], 3)
        results.append(entry)
    return results


def fmt_ms(cell):
    st = cell.get("status")
    if st == "ok":
        return "%.1f" % cell["medianMs"]
    return {"n/a": "-", "skipped": "skipped", "budget": "over budget"}.get(st, st)


def fmt_ratio(x):
    return "%.2fx" % x if x is not None else "-"


def print_cpu(args, engines, results):
    say("")
    say("CPU suite: median wall time in ms of %d runs (process start included); sx/qjs = secexec / QuickJS"
        % args.runs)
    say("(cpu: the same ratio of medians of user+system CPU time, less sensitive to other load on the machine)")
    cols = [("program", 9)] + [(e.label, 12) for e in engines] + [
        ("sx/qjs", 7), ("cpu", 6), ("sx/lua", 7), ("cpu", 6), ("budget", 7), ("sx Minstr", 9)]
    say("  ".join(name.rjust(w) if i else name.ljust(w) for i, (name, w) in enumerate(cols)))
    notes = []
    for entry in results:
        row = [entry["name"].ljust(9)]
        for e in engines:
            cell = entry["engines"][e.key]
            row.append(fmt_ms(cell).rjust(12))
            if cell.get("error"):
                notes.append("%s on %s: %s" % (e.label, entry["name"], cell["error"]))
        row.append(fmt_ratio(entry.get("ratioSecexecQuickjs")).rjust(7))
        row.append(fmt_ratio(entry.get("cpuRatioSecexecQuickjs")).rjust(6))
        row.append(fmt_ratio(entry.get("ratioSecexecLua")).rjust(7))
        row.append(fmt_ratio(entry.get("cpuRatioSecexecLua")).rjust(6))
        row.append(fmt_ratio(entry.get("budgetOverhead")).rjust(7))
        sx = entry["engines"].get("secexec", {})
        instr = sx.get("instructions") if sx.get("status") == "ok" else None
        row.append(("%.1f" % (instr / 1e6) if instr else "-").rjust(9))
        say("  ".join(row))
    ratios = [e["ratioSecexecQuickjs"] for e in results if "ratioSecexecQuickjs" in e]
    g = geomean(ratios)
    gc = geomean([e["cpuRatioSecexecQuickjs"] for e in results if "cpuRatioSecexecQuickjs" in e])
    over = [e["name"] for e in results if e.get("ratioSecexecQuickjs", 0) > 1.5]
    missing = [e["name"] for e in results if "ratioSecexecQuickjs" not in e]
    summary = {"geomeanSecexecQuickjs": round(g, 3) if g else None,
               "cpuGeomeanSecexecQuickjs": round(gc, 3) if gc else None,
               "geomeanOver": [e["name"] for e in results if "ratioSecexecQuickjs" in e],
               "notMeasured": missing, "slowerThan1_5x": over}
    say("geometric mean secexec/QuickJS: %s (cpu %s) over %d programs%s" % (
        fmt_ratio(g), fmt_ratio(gc), len(ratios), (" (not measured: %s)" % ", ".join(missing)) if missing else ""))
    say("programs more than 1.5x slower than QuickJS: %s" % (", ".join(over) if over else "none"))
    gl = geomean([e["ratioSecexecLua"] for e in results if "ratioSecexecLua" in e])
    glc = geomean([e["cpuRatioSecexecLua"] for e in results if "cpuRatioSecexecLua" in e])
    over_lua = [e["name"] for e in results if e.get("ratioSecexecLua", 0) > 1.5]
    summary.update({"geomeanSecexecLua": round(gl, 3) if gl else None,
                    "cpuGeomeanSecexecLua": round(glc, 3) if glc else None,
                    "geomeanLuaOver": [e["name"] for e in results if "ratioSecexecLua" in e],
                    "slowerThanLua1_5x": over_lua})
    if gl:
        say("geometric mean secexec/Lua 5.4: %s (cpu %s) over the %d programs with a Lua translation (%s);"
            % (fmt_ratio(gl), fmt_ratio(glc), len(summary["geomeanLuaOver"]), ", ".join(summary["geomeanLuaOver"])))
        say("  more than 1.5x Lua's time: %s" % (", ".join(over_lua) if over_lua else "none"))
    for key, label in (("node", "node --jitless"), ("lua", "Lua 5.4")):
        rs = [e["ratio%sQuickjs" % key.capitalize()] for e in results if "ratio%sQuickjs" % key.capitalize() in e]
        gm = geomean(rs)
        summary["geomean%sQuickjs" % key.capitalize()] = round(gm, 3) if gm else None
        if gm:
            say("for reference, %s/QuickJS geometric mean: %s over %d programs" % (label, fmt_ratio(gm), len(rs)))
    overheads = [e["budgetOverhead"] for e in results if "budgetOverhead" in e]
    go = geomean(overheads)
    goc = geomean([e["cpuBudgetOverhead"] for e in results if "cpuBudgetOverhead" in e])
    summary["budgetOverheadGeomean"] = round(go, 3) if go else None
    summary["cpuBudgetOverheadGeomean"] = round(goc, 3) if goc else None
    say("budget overhead (default budget of %s instructions vs 2^62): geometric mean %s (cpu %s) over %d programs;"
        % (format(DEFAULT_BUDGET, ","), fmt_ratio(go), fmt_ratio(goc), len(overheads)))
    say("  secexec has no unbudgeted mode (--max-instructions 0 means the default), so both columns run the")
    say("  same interpreter path: each instruction compares the counter with the next check point")
    if notes:
        say("notes:")
        for n in notes:
            say("  - " + n)
    return summary


# ------------------------------------------------------------------------------------------------
# Python: the CPU suite in Python (bench/python/NAME.py) under secexec, beside CPython 3.11 and
# beside secexec's own TypeScript run of bench/cpu/NAME.js (issue 21's target: secexec's Python at
# least as fast as CPython on the geometric mean). Every line must equal CPython's checksum line,
# which equals node's for the .js program.
# ------------------------------------------------------------------------------------------------

def secexec_runs_python(binary):
    """Whether this secexec runs Python at all (the Python front end may not be in the build)."""
    if not os.access(binary, os.X_OK):
        return False
    path = os.path.join(ROOT, ".cache", "bench", "probe.py")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("print(1)\n")
    proc = subprocess.run([binary, "run", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return proc.returncode == 0 and proc.stdout == "1\n"


def run_python(args, programs):
    have = os.access(args.secexec, os.X_OK)
    py_ok = secexec_runs_python(args.secexec)
    engines = [
        PlainEngine("cpython", "python3", ["python3", "-I"], tool_version(["python3", "--version"]) is not None,
                    ext="py", folder="python", note="python3 missing"),
        SecexecEngine("secexec_py", "secexec-py", args.secexec, HUGE_BUDGET, py_ok, ext="py", folder="python",
                      note="this secexec cannot run Python yet"),
        SecexecEngine("secexec_ts", "secexec-ts", args.secexec, HUGE_BUDGET, have),
    ]
    results = run_cpu(args, engines, programs, reference_key="cpython")
    say("")
    say("Python suite: median wall time in ms of %d runs; py/cpy = secexec's Python / CPython, py/ts = secexec's"
        % args.runs)
    say("Python / secexec's TypeScript (cpu: the same ratios of user+system CPU time)")
    say("  ".join(["program".ljust(9)] + [e.label.rjust(11) for e in engines] +
                  [h.rjust(7) for h in ("py/cpy", "cpu", "py/ts", "cpu")]))
    notes = []
    for entry in results:
        cells = entry["engines"]
        py, cpy, ts = cells["secexec_py"], cells["cpython"], cells["secexec_ts"]
        for key, a, b in (("PyCpython", py, cpy), ("PyTs", py, ts)):
            if a.get("status") == "ok" and b.get("status") == "ok":
                entry["ratio" + key] = round(a["medianMs"] / b["medianMs"], 3)
                entry["cpuRatio" + key] = round(a["cpuMedianMs"] / b["cpuMedianMs"], 3)
        row = [entry["name"].ljust(9)] + [fmt_ms(cells[e.key]).rjust(11) for e in engines]
        row += [fmt_ratio(entry.get(k)).rjust(7) for k in ("ratioPyCpython", "cpuRatioPyCpython", "ratioPyTs",
                                                          "cpuRatioPyTs")]
        say("  ".join(row))
        notes += ["%s on %s: %s" % (e.label, entry["name"], cells[e.key]["error"]) for e in engines
                  if cells[e.key].get("error")]
    summary = {}
    for key, label in (("PyCpython", "secexec Python / CPython"), ("PyTs", "secexec Python / secexec TypeScript")):
        g = geomean([e["ratio" + key] for e in results if "ratio" + key in e])
        gc = geomean([e["cpuRatio" + key] for e in results if "cpuRatio" + key in e])
        summary["geomean" + key] = round(g, 3) if g else None
        summary["cpuGeomean" + key] = round(gc, 3) if gc else None
        say("geometric mean %s: %s (cpu %s)" % (label, fmt_ratio(g), fmt_ratio(gc)))
    if not py_ok:
        say("(secexec cannot run Python yet: only CPython and secexec's TypeScript were measured)")
    for n in notes:
        say("  - " + n)
    return {"programs": results, "summary": summary}


# ------------------------------------------------------------------------------------------------
# Calls: instructions per call and nanoseconds per instruction, secexec beside Lua 5.4
# ------------------------------------------------------------------------------------------------

def secexec_call_counts(args, prog):
    """(instructions, guest calls) of one run, from `secexec run --profile` (counts, deterministic)."""
    out = os.path.join(ROOT, ".cache", "bench", "profile-%s.json" % prog)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    proc = subprocess.run([args.secexec, "run", "--max-instructions", str(HUGE_BUDGET), "--timeout-ms",
                           str(TIMEOUT_MS), "--profile", out, os.path.join(BENCH, "cpu", prog + ".js")],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        return None
    try:
        with open(out) as f:
            r = json.load(f)
    except (OSError, ValueError):
        return None
    return r.get("instructions"), r.get("calls")


def lua_call_counts(prog):
    """(instructions, Lua function calls) of bench/lua/PROG.lua, from bench/lua/count.lua's hooks."""
    try:
        proc = subprocess.run(["lua5.4", os.path.join(BENCH, "lua", "count.lua"),
                               os.path.join(BENCH, "lua", prog + ".lua")],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        r = json.loads(proc.stderr.strip().splitlines()[-1])
    except (OSError, ValueError, IndexError):  # no lua5.4, or no count line
        return None
    return r["instructions"], r["calls"]


def run_calls(args, cpu_results):
    progress("calls")
    say("")
    say("Calls: VM instructions per call (counted: `secexec run --profile`, Lua 5.4 under bench/lua/count.lua's hooks)")
    say("and nanoseconds per instruction (the CPU suite's median CPU time of the process / its instructions)")
    say("  %-8s %-8s %12s %11s %11s %12s %9s" % ("program", "engine", "instructions", "calls", "instr/call",
                                               "cpu ms", "ns/instr"))
    by_name = {e["name"]: e for e in cpu_results or []}
    out = []
    for prog in CALL_PROGRAMS:
        cells = by_name.get(prog, {}).get("engines", {})
        for key, counts in (("secexec", lambda: secexec_call_counts(args, prog)), ("lua", lambda: lua_call_counts(prog))):
            c = counts()
            if not c or not c[1]:
                say("  %-8s %-8s (not measured)" % (prog, key))
                continue
            instr, calls = c
            cell = cells.get(key, {})
            cpu_ms = cell.get("cpuMedianMs") if cell.get("status") == "ok" else None
            ns = cpu_ms * 1e6 / instr if cpu_ms else None
            say("  %-8s %-8s %12s %11s %11.2f %12s %9s" % (prog, key, format(instr, ","), format(calls, ","), instr / calls,
                                                         "%.1f" % cpu_ms if cpu_ms else "-", "%.2f" % ns if ns else "-"))
            out.append({"program": prog, "engine": key, "instructions": instr, "calls": calls,
                        "instructionsPerCall": round(instr / calls, 3), "cpuMedianMs": cpu_ms,
                        "nsPerInstruction": round(ns, 3) if ns else None})
    say("  (ns/instr includes the process start; calls leave out built-ins: secexec's natives, Lua's C functions)")
    return out


# ------------------------------------------------------------------------------------------------
# Cold start, memory, throughput (bench/coldstart.c)
# ------------------------------------------------------------------------------------------------

def run_coldstart(args):
    progress("coldstart")
    say("")
    say("Cold start and memory (in-process, bench/coldstart.c against libsecexec)")
    if not os.access(args.coldstart, os.X_OK):
        say("  not built: %s" % args.coldstart)
        return {"error": "bench_coldstart not built"}
    cmd = [args.coldstart, "--json", "--runs", "10000", "--seconds", "0.5" if args.quick else "2"]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        say("  FAILED: %s" % proc.stderr.strip())
        return {"error": proc.stderr.strip()}
    r = json.loads(proc.stdout)
    c, cc, rl = r["coldStartUs"], r["coldStartCpuUs"], r["retryLoopUs"]
    say("  create VM + evaluate `1 + 2` + dispose, %d runs: p50 %.1f us, p99 %.1f us (mean %.1f, min %.1f)"
        % (r["runs"], c["p50"], c["p99"], c["mean"], c["min"]))
    say("    the same in the thread's CPU time: p50 %.1f us, p99 %.1f us" % (cc["p50"], cc["p99"]))
    ck = r["coldStartWithCheckUs"]
    say("  the same with secexec_check(`1 + 2`) first: p50 %.1f us, p99 %.1f us" % (ck["p50"], ck["p99"]))
    say("  run_code retry loop (typo: checked, TS2551; fixed: checked, run, JSON), %d runs: p50 %.1f us, p99 %.1f us"
        % (r["retryLoopRuns"], rl["p50"], rl["p99"]))
    say("  peak memory of a one-shot evaluate(`0`) (memory_peak_bytes): %d (%.1f KiB); idle VMs: see below"
        % (r["idleVmBytes"], r["idleVmBytes"] / 1024))
    say("  throughput, fresh VM per evaluate(`1 + 2`), %.1f s: 1 thread %s calls/s, 2 threads %s calls/s"
        % (r["throughputSeconds"], format(int(r["callsPerSecond1Thread"]), ","),
           format(int(r["callsPerSecond2Threads"]), ",")))
    say("    per CPU-second of the process: 1 thread %s, 2 threads %s"
        % (format(int(r["callsPerCpuSecond1Thread"]), ","), format(int(r["callsPerCpuSecond2Threads"]), ",")))
    return r


# ------------------------------------------------------------------------------------------------
# The sidecar: `secexec serve` through the Node client (bench/node_client.mjs)
# ------------------------------------------------------------------------------------------------

def run_serve(args):
    progress("serve")
    say("")
    say("Sidecar (`secexec serve` through the Node client clients/node, bench/node_client.mjs)")
    if not os.path.exists(os.path.join(ROOT, "clients/node/dist/index.js")):
        say("  skipped: clients/node/dist missing (run tests/clients/node-deps)")
        return {"error": "clients/node not built"}
    cmd = ["node", os.path.join(ROOT, "bench/node_client.mjs"), "--json",
           "--runs", "500" if args.quick else "2000", "--seconds", "1" if args.quick else "4"]
    env = dict(os.environ, SECEXEC_BIN=os.path.abspath(args.secexec))
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    if proc.returncode != 0:
        say("  FAILED: %s" % proc.stderr.strip()[-2000:])
        return {"error": proc.stderr.strip()[-2000:]}
    r = json.loads(proc.stdout)
    ref = r["reference"]
    for key, label in (("evaluate_1_plus_2_ms", "evaluate(`1 + 2`) round trip, 1 in flight"),
                       ("run_code_evaluate_ms", "run_code's evaluate (inputs, capture stderr)"),
                       ("run_code_check_and_evaluate_ms", "run_code: check + evaluate"),
                       ("first_call_with_sidecar_start_ms", "first call incl. starting the sidecar")):
        st = r[key]
        say("  %-48s p50 %7.3f ms  p99 %7.3f ms  (%d runs)" % (label, st["p50"], st["p99"], st["runs"]))
    say("  reference library (published): %s ms warm, %s ms cold per run (p50); every secexec call above"
        % (ref["warm_run_ms"], ref["cold_run_p50_ms"]))
    say("    is a fresh VM, i.e. the reference's cold case")
    for work, t in (r.get("throughput") or {}).items():
        say("  throughput, evaluate(%s)%s, %d requests in flight, 1 and 2 workers interleaved:"
            % (json.dumps(t["source"]),
               " (the client answers the host call after %d ms)" % t["host_call_ms"] if t.get("host_call_ms") else "",
               t["in_flight"]))
        for w in (1, 2):
            f = t["workers_%d" % w]
            say("    --workers %d: %8s calls/s wall, %8s per sidecar CPU-second; sidecar %.2f cores, busiest thread"
                " %.2f (ceiling %s calls/s); client %.2f cores"
                % (w, format(f["calls_per_second"], ","), format(f["calls_per_cpu_second"] or 0, ","),
                   f["sidecar_cores_used"], f["busiest_thread_cores"],
                   format(f["calls_per_busiest_thread_cpu_second"] or 0, ","), f["client_cores_used"]))
        per_cpu = ("%.2fx per sidecar CPU-second (1.0x: a call costs the same CPU with 2 workers)"
                   % t["ratio_2_to_1_per_cpu_second"]) if not t.get("host_call_ms") else \
            "CPU per call too small to time (10 ms ticks): the wall ratio is the figure, 2.0x = no serialisation"
        say("    2 workers / 1 worker: %.2fx wall (target >= 1.8x); %s" % (t["ratio_2_to_1_wall"], per_cpu))
    return r


# ------------------------------------------------------------------------------------------------
# Persistent VMs: bytes per idle VM with 10,000 alive, calls/s on many VMs (bench/vms.c)
# ------------------------------------------------------------------------------------------------

def run_vms(args):
    progress("persistent VMs")
    say("")
    say("Persistent VMs (in-process, bench/vms.c against libsecexec)")
    if not os.access(args.vms, os.X_OK):
        say("  not built: %s" % args.vms)
        return {"error": "bench_vms not built"}
    cmd = [args.vms, "--json", "--vms", "10000", "--seconds", "0.5" if args.quick else "2"]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        say("  FAILED: %s" % proc.stderr.strip())
        return {"error": proc.stderr.strip()}
    r = json.loads(proc.stdout)
    say("  %s VMs alive at once, bytes per VM (accounted by the memory cap / growth of the process RSS):"
        % format(r["vmsAlive"], ","))
    for state, what in (("new", "just created"), ("used", "after evaluate(`1 + 2`)"),
                        ("context", "after a call that keeps 2 variables and a function")):
        b = r[state + "VmBytes"]
        say("    %-52s %6.1f KiB / %6.1f KiB" % (what, b["accounted"] / 1024, b["rss"] / 1024))
    w = r["warmCallUs"]
    say("  evaluate(`1 + 2`) in an existing VM: p50 %.1f us, p99 %.1f us" % (w["p50"], w["p99"]))
    say("  throughput, %d VMs per thread, evaluate(`bump()`) round-robin, %.1f s: 1 thread %s calls/s, 2 threads %s calls/s"
        % (r["vmsPerThread"], r["throughputSeconds"], format(int(r["callsPerSecond1Thread"]), ","),
           format(int(r["callsPerSecond2Threads"]), ",")))
    say("    per CPU-second of the process: 1 thread %s, 2 threads %s"
        % (format(int(r["callsPerCpuSecond1Thread"]), ","), format(int(r["callsPerCpuSecond2Threads"]), ",")))
    return r


def run_scaling(args):
    progress("scaling")
    say("")
    say("Scaling (bench/scaling.py): each operation at N and 8N; linear is ~8x, quadratic ~64x")
    cmd = [sys.executable, os.path.join(BENCH, "scaling.py"), "--json", "--secexec", args.secexec,
           "--checklat", args.checklat, "--runs", "2" if args.quick else "3"]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        r = json.loads(proc.stdout)
    except ValueError:
        say("  FAILED: %s" % proc.stderr.strip()[-300:])
        return {"error": proc.stderr.strip()[-300:]}
    for c in r["cases"]:
        say("  %-32s N=%-7d %9.2f ms -> %9.2f ms  x%-5.1f%s" % (c["case"], c["n"], c["msAtN"], c["msAt8N"],
            c["ratio"], "  SUPER-LINEAR" if c["superLinear"] else ""))
    worst = max(r["cases"], key=lambda c: c["ratio"])
    say("  worst ratio %.1f (%s); limit %.0f" % (worst["ratio"], worst["case"], r["limit"]))
    return r


# ------------------------------------------------------------------------------------------------
# Check latency (secexec check vs tsc --noEmit)
# ------------------------------------------------------------------------------------------------

def count_diagnostics(text):
    """Diagnostic lines in tsc --pretty false format (FILE(LINE,COL): error ...)."""
    lines = [l for l in text.splitlines() if re.match(r".*\(\d+,\d+\): error ", l)]
    return len(lines), (lines[0] if lines else "")


def run_check(args):
    progress("check latency")
    say("")
    say("Check latency (bench/check/snippet_{2,50,500}.ts): in-process secexec_check p50/p99 (bench/checklat.c),")
    say("the `secexec check FILE` process, and `tsc %s FILE` (median wall times)" % " ".join(TSC_FLAGS))
    probe = subprocess.run([args.secexec, "check", "--help"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    checker = probe.returncode == 0
    tsc = os.path.exists(args.tsc)
    out = {"checkerAvailable": checker, "snippets": []}
    if not checker:
        say("  secexec: checker not available yet (`secexec check --help` exits %d)" % probe.returncode)
    if not tsc:
        say("  tsc: not installed (%s)" % args.tsc)
    paths = ["bench/check/snippet_%d.ts" % n for n in SNIPPETS]  # relative to ROOT, the working directory
    inproc = {}
    if checker and os.access(args.checklat, os.X_OK):
        proc = subprocess.run([args.checklat, "--runs", "200" if args.quick else "1000"] + paths,
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            say("  bench_checklat FAILED: %s" % proc.stderr.strip())
        for line in proc.stdout.splitlines():
            r = json.loads(line)
            inproc[r["file"]] = r
    tsc_runs = 1 if args.quick else 3
    notes = []
    for n, path in zip(SNIPPETS, paths):
        row = {"lines": n}
        if path in inproc:
            r = inproc[path]
            row.update(inProcessP50Us=r["p50Us"], inProcessP99Us=r["p99Us"], inProcessRuns=r["runs"],
                       inProcessFirstCallUs=r["firstCallUs"], inProcessCpuP50Us=r.get("cpuP50Us"),
                       inProcessCpuMinUs=r.get("cpuMinUs"), treeSitterParseP50Us=r.get("parseP50Us"),
                       treeSitterParseMinUs=r.get("parseMinUs"))
        if checker:
            samples = []
            for _ in range(args.runs):
                secs, proc, _ = run_timed([args.secexec, "check", path])
                samples.append(secs * 1000)
            row["secexecMs"] = round(statistics.median(samples), 3)
            row["secexecExit"] = proc.returncode
            row["secexecDiagnostics"], first_sx = count_diagnostics(proc.stdout)
        if tsc:
            samples = []
            for _ in range(tsc_runs):
                secs, proc, _ = run_timed(["node", args.tsc] + TSC_FLAGS + [path])
                samples.append(secs * 1000)
            row["tscMs"] = round(statistics.median(samples), 1)
            row["tscExit"] = proc.returncode
            row["tscDiagnostics"], first_tsc = count_diagnostics(proc.stdout)
        if checker and tsc and row["secexecDiagnostics"] != row["tscDiagnostics"]:
            notes.append("snippet_%d.ts: secexec check reports %d diagnostics, tsc %d; first: %s"
                         % (n, row["secexecDiagnostics"], row["tscDiagnostics"], first_sx or first_tsc))
        out["snippets"].append(row)
        parts = ["  %3d lines:" % n]
        if "inProcessP50Us" in row:
            parts.append("in-process p50 %.3f ms, p99 %.3f ms (CPU p50 %.3f, min %.3f; tree-sitter's parse alone p50 %.3f);"
                         % (row["inProcessP50Us"] / 1000, row["inProcessP99Us"] / 1000,
                            (row["inProcessCpuP50Us"] or 0) / 1000, (row["inProcessCpuMinUs"] or 0) / 1000,
                            (row["treeSitterParseP50Us"] or 0) / 1000))
        if "secexecMs" in row:
            parts.append("secexec check %.1f ms;" % row["secexecMs"])
        if "tscMs" in row:
            parts.append("tsc %.0f ms (median of %d)" % (row["tscMs"], tsc_runs))
        if "secexecMs" in row and "tscMs" in row:
            parts[-1] += ";"
            parts.append("process ratio secexec/tsc %.4f" % (row["secexecMs"] / row["tscMs"]))
        say(" ".join(parts))
    first = out["snippets"][0].get("inProcessFirstCallUs") if out["snippets"] else None
    if first is not None:
        say("  the process's first secexec_check (snippet_2.ts, one-time set-up included): %.3f ms" % (first / 1000))
    if notes:
        out["disagreements"] = notes
        say("  notes:")
        for note in notes:
            say("  - " + note)
    return out


# ------------------------------------------------------------------------------------------------

def machine_info():
    git = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout.strip()
    return {"cores": os.cpu_count(), "loadavg": [round(x, 2) for x in os.getloadavg()],
            "uname": " ".join(os.uname()[i] for i in (0, 2, 4)),
            "git": (git + ("+dirty" if dirty else "")) if git else os.environ.get("BENCH_COMMIT", "unknown")}


def main():
    args = parse_args()
    started = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    info = machine_info()
    qjs_ok = os.access(args.qjs, os.X_OK)
    lua_ok = tool_version(["lua5.4", "-v"]) is not None
    node_ok = tool_version(["node", "--version"]) is not None
    engines = [
        SecexecEngine("secexec", "secexec", args.secexec, HUGE_BUDGET, os.access(args.secexec, os.X_OK)),
        PlainEngine("quickjs", "quickjs", [args.qjs], qjs_ok, note="qjs not built"),
        PlainEngine("node", "node-jitless", ["node", "--jitless"], node_ok, note="node missing"),
        PlainEngine("lua", "lua5.4", ["lua5.4"], lua_ok, ext="lua", folder="lua", note="lua5.4 missing"),
        SecexecEngine("secexec_default", "sx@default", args.secexec, None, os.access(args.secexec, os.X_OK)),
    ]
    versions = {
        "secexec": tool_version([args.secexec, "--version"]),
        "quickjs": "2021-03-27 (npm qjsc@0.3.0, sha512 checked)" if qjs_ok else None,
        "node": tool_version(["node", "--version"]),
        "lua": " ".join((tool_version(["lua5.4", "-v"]) or "").split()[1:2]) or None,
        "tsc": tool_version(["node", args.tsc, "--version"]) if os.path.exists(args.tsc) else None,
    }
    say("secexec benchmarks (%s): %s cores, load average %s at start, commit %s"
        % ("quick" if args.quick else "full", info["cores"], " ".join(map(str, info["loadavg"])), info["git"]))
    say("engines: " + "; ".join("%s %s" % (k, v) for k, v in versions.items() if v))
    if info["loadavg"][0] > info["cores"]:
        say("warning: the machine is busy (load average %.1f on %d cores): wall times will be noisy"
            % (info["loadavg"][0], info["cores"]))

    programs = args.only.split(",") if args.only else PROGRAMS
    report = {"generatedAt": started, "mode": "quick" if args.quick else "full", "runs": args.runs,
              "machine": info, "versions": versions,
              "secexecFlags": {"maxInstructions": HUGE_BUDGET, "timeoutMs": TIMEOUT_MS,
                               "defaultBudget": DEFAULT_BUDGET}}
    if "cpu" not in args.skip:
        results = run_cpu(args, engines, programs)
        summary = print_cpu(args, engines, results)
        report["cpu"] = {"programs": results, "summary": summary}
    if "python" not in args.skip:
        report["python"] = run_python(args, programs)
    if "calls" not in args.skip:
        report["calls"] = run_calls(args, report.get("cpu", {}).get("programs"))
    if "coldstart" not in args.skip:
        report["coldStart"] = run_coldstart(args)
    if "vms" not in args.skip:
        report["vms"] = run_vms(args)
    if "serve" not in args.skip:
        report["serve"] = run_serve(args)
    if "check" not in args.skip:
        report["check"] = run_check(args)
    if "scaling" not in args.skip:
        report["scaling"] = run_scaling(args)
    report["machine"]["loadavgAtEnd"] = [round(x, 2) for x in os.getloadavg()]
    say("")
    say("load average at end: %s" % " ".join("%.2f" % x for x in report["machine"]["loadavgAtEnd"]))

    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    text = json.dumps(report, indent=1)
    # keep lists of numbers on one line so the file stays short
    text = re.sub(r"\[\s+([-0-9.e,\s]+?)\s+\]", lambda m: "[" + ",".join(m.group(1).split()) + "]", text)
    text = text.replace(",,", ",")
    with open(args.out, "w") as f:
        f.write(text + "\n")
    say("")
    say("wrote %s" % os.path.relpath(args.out, ROOT))


if __name__ == "__main__":
    main()
