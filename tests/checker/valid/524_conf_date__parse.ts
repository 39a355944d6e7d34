// Date.parse and new Date(string): ISO forms (date-only = UTC, date-time = local = UTC), offsets,
// node's own output formats, the legacy (Safari-compatible) forms and malformed text.
const cases: string[] = [
  "2024", "2024-03", "2024-03-05", "+002024-03-05", "-002024-03-05", "-000000-01-01", "+275760-09-13", "+275760-09-14",
  "-271821-04-20", "-271821-04-19", "2024-03-05T10:20", "2024-03-05T10:20:30", "2024-03-05T10:20:30.4",
  "2024-03-05T10:20:30.45", "2024-03-05T10:20:30.456", "2024-03-05T10:20:30.4567", "2024-03-05T10:20:30.123456789123",
  "2024-03-05T10:20:30Z", "2024-03-05T10:20:30.456Z", "2024-03-05T10:20:30+02:00", "2024-03-05T10:20:30-0530",
  "2024-03-05T24:00", "2024-03-05T24:00:00.000Z", "2024-03-05T24:01", "2024-03-05T25:00", "2024-03-05T10:60",
  "2024-03-05t10:20:30z", "2024-03-05 10:20:30", "2024-03-05 10:20:30Z", "2024-03-05 10:20:30 GMT+0100",
  "2024-13-01", "2024-02-30", "2024-02-31T00:00:00Z", "2024-00-10", "2024-1-5", "2024/03/05", "03/05/2024",
  "3/5/2024 10:20 PM", "3/5/24", "3/5/50", "3/5", "Mar 5", "Mar 5, 2024", "March 5, 2024 10:20:30",
  "5 March 2024", "2024 March 5", "Tue Mar 05 2024 10:20:30 GMT+0000 (Coordinated Universal Time)",
  "Tue, 05 Mar 2024 10:20:30 GMT", "Tue Mar 05 2024", "10:20:30 GMT+0000", "Thu Jan 01 1970 00:00:00 GMT-0800 (PST)",
  "Jan 1 2000 10:00 EST", "Jan 1 2000 10:00 PDT", "Jan 1 2000 10:00 UTC+5", "Jan 1 2000 10:00 UT", "Jan 1 2000 10:00 z",
  "Jan 1 2000 12:00 AM", "Jan 1 2000 12:30 PM", "Jan 1 2000 13:00 PM", "Jan 1 2000 10:00:00.5", "Jan 1 2000 10::",
  "Jan 1 2000 10.30", "1 2 3 4", "foo", "", " ", "2024-03-05garbage", "garbage 2024", "hello 3/5/2024", "x3/5/2024",
  "(comment) Jan 5 2024", "Jan (comment) 5 2024", "Jan 5 2024 (unterminated", "Jan 5 2024 )", "Jan 5 2024 +",
  "Jan 5 2024 10:00 +", "Jan 5 2024 10:00 +05:30", "Jan 5 2024 10:00 GMT+05:30", "Jan 5 2024 10:00 -08",
  "Jan 5 2024 10:00 +123456", "Jan 5 2024 10:00 +999", "12345678901234567890", "2024-03-05T10:20:30.000+25:00",
  "Sat, 01 Jan 0000 00:00:00 GMT", "1970-01-01T00:00:00.000+00:00", "  2024-03-05", "2024-03-05 ", "2024-03-05T",
  "2024-03-05T10", "2024-03-05T10:2", "Janu 5 2024", "Januaryfoo 5 2024", "jan 5 2024", "JAN 5 2024", "5-jan-2024",
  "2024-jan-5", "Thursday, January 1, 1970", "Tuesday 5 March 2024 10:20", "1/1/1970 00:00:00 GMT+0000",
  "1/1/1970 24:00", "Jan 1 0 00:00", "Jan 1 49", "Jan 1 50", "Jan 1 99", "Jan 1 100", "Jan 1 999999",
  "2024-03-05T10:20:30.456+05", "2024-03-05T10:20:30+05:3", "\u00a02024-03-05", "2024\u20143\u20145",
  "Jan 5 2024 10:20:30 PM GMT", "12/31/1969 23:59:59.999", "1969-12-31T23:59:59.999Z", "0001-01-01", "0000-01-01T00:00:00Z",
  "-000001-01-01T00:00:00Z", "+010000-01-01T00:00:00Z", "T10:00", "10:00", "10:00 Jan 1 2020", "2020 10:00",
];
for (const c of cases) console.log(JSON.stringify(c), Date.parse(c));

// every format node prints parses back to the same instant (toString and toUTCString drop ms)
const t = Date.UTC(2024, 1, 29, 13, 14, 15, 0);
const d = new Date(t);
for (const text of [d.toString(), d.toUTCString(), d.toISOString(), JSON.stringify(d).slice(1, -1), d.toDateString()])
  console.log(text, Date.parse(text) === t, new Date(text).getTime());
console.log(new Date("2024-03-05").getTime(), new Date("nonsense").getTime(), Date.parse(undefined as any));
console.log(Date.parse({ toString() { return "2001-02-03"; } } as any), Date.parse(20240305 as any), Date.parse(null as any));
// long and hostile strings
console.log(Date.parse("2024-01-01" + " ".repeat(10000)), Date.parse("(".repeat(5000) + "2024"), Date.parse("9".repeat(3000)));
console.log(Date.parse("Jan 1 2024 " + "(x)".repeat(2000)), Date.parse("\u0000 2024-01-01"), Date.parse("2024-01-01\u0000junk"));
