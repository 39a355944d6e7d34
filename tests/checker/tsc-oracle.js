// The oracle behind scripts/gen-checker-expected: type-check each snippet on its own with the
// TypeScript compiler API, exactly as the CLI would with
//
//   cd DIR && tsc --strict --noEmit --target ES2022 --lib ES2023 --module es2022 --moduleDetection force \
//     --pretty false FILE ../sandbox.d.ts
//
// (every snippet is a module, as secexec runs it: top-level await is valid, top-level names are
// the file's own, not globals shared with sandbox.d.ts)
//
// and write tsc's stdout lines for that file to FILE's .expected (same directory, .ts -> .expected).
//
//   node tsc-oracle.js TS_PATH FILE.ts...        (FILE.ts absolute; each is checked in isolation)
//
// One ts.Program per snippet; the parsed lib files and sandbox.d.ts are cached and shared between
// programs (they never change), which saves the parsing. The type check of the lib files is NOT
// skipped: tsc checks them before the snippet, and the order in which types get created shows in
// messages (a union prints its members in creation order), so skipping it would change some
// messages (e.g. 'RegExpMatchArray | Promise<string>'). Diagnostics are collected by
// TypeScript's own emitFilesAndReportErrors (the function the CLI uses: syntactic diagnostics
// first and, only when there are none, global + semantic ones; sorted and deduplicated) and
// formatted by ts.formatDiagnostic, the --pretty false formatter.
//
// Prints one line per snippet on stdout: "FOLDER/NAME.ts<TAB>N" with N the number of diagnostics.
// Exits 1 if a diagnostic is about a file other than the snippet (a broken sandbox.d.ts or lib).
// ORACLE_TIMING=1 prints each snippet's milliseconds on stderr.
"use strict";
const fs = require("fs");
const path = require("path");

const [tsPath, ...files] = process.argv.slice(2);
const ts = require(tsPath);

const SANDBOX = path.resolve(__dirname, "sandbox.d.ts");
const ARGS = ["--strict", "--noEmit", "--target", "ES2022", "--lib", "ES2023", "--module", "es2022",
  "--moduleDetection", "force", "--pretty", "false"];

const parsed = ts.parseCommandLine(ARGS);
if (parsed.errors.length) {
  for (const d of parsed.errors) console.error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  process.exit(2);
}
const options = parsed.options;

const baseHost = ts.createCompilerHost(options);
const shared = new Map(); // absolute file name -> SourceFile (lib files and sandbox.d.ts)
const isShared = (f) => path.resolve(f) === SANDBOX || path.dirname(path.resolve(f)) === path.dirname(baseHost.getDefaultLibFileName(options));

let bad = 0;
for (const file of files) {
  const dir = path.dirname(file);
  const base = path.basename(file);
  process.chdir(dir);
  const host = Object.create(baseHost);
  host.getCurrentDirectory = () => dir;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const key = path.resolve(dir, fileName);
    if (isShared(key)) {
      let sf = shared.get(key);
      if (!sf) {
        sf = baseHost.getSourceFile(fileName, languageVersion, onError, shouldCreate);
        shared.set(key, sf);
      }
      return sf;
    }
    return baseHost.getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const T0 = Date.now();
  const program = ts.createProgram({
    rootNames: [base, path.relative(dir, SANDBOX)],
    options,
    host,
  });
  const formatHost = {
    getCurrentDirectory: () => dir,
    getCanonicalFileName: (f) => f,
    getNewLine: () => "\n",
  };
  const lines = [];
  ts.emitFilesAndReportErrors(program, (d) => {
    if (!d.file || path.resolve(dir, d.file.fileName) !== file) {
      console.error(`tsc-oracle: ${base}: diagnostic outside the snippet: ` + ts.formatDiagnostic(d, formatHost).trimEnd());
      bad++;
      return;
    }
    lines.push(ts.formatDiagnostic(d, formatHost));
  });
  if (process.env.ORACLE_TIMING) console.error(base, Date.now() - T0, shared.size);
  const out = lines.join("");
  const expected = file.replace(/\.ts$/, ".expected");
  let old = null;
  try { old = fs.readFileSync(expected, "utf8"); } catch {}
  if (old !== out) fs.writeFileSync(expected, out);
  process.stdout.write(`${path.basename(dir)}/${base}\t${lines.length}\n`);
}
process.exit(bad ? 1 : 0);
