// Comparisons that cannot be what was meant: an array or object literal compared by reference
// (TS2839) and a comparison with NaN (TS2845); in parentheses the literal is not reported, as in tsc.
const rows: number[] = [];
if (rows === []) console.log("no rows");
const filters = {};
if (filters != {}) console.log("filtered");
const ratio = rows.length / 0;
if (ratio === NaN) console.log("undefined ratio");
if (NaN !== ratio) console.log("defined ratio");
if (rows === ([])) console.log("never");
