let students: any[] = [
  { name: "Tom", scores: [88, 92, 79] },
  { name: "Ana", scores: [95, 90, 98] },
  { name: "Raj", scores: [60, 72, 58] },
  { name: "Lee", scores: [] },
];

function average(arr: number[]) {
  if (arr.length == 0) return 0;
  let total = 0;
  for (let i = 0; i < arr.length; i++) {
    total = total + arr[i];
  }
  return total / arr.length;
}

function letter(avg: number) {
  return avg >= 90 ? "A" : avg >= 80 ? "B" : avg >= 70 ? "C" : avg > 0 ? "F" : "-";
}

let report = {} as any;
students.forEach(function (s) {
  let avg = average(s.scores);
  report[s.name] = { avg: Math.round(avg * 10) / 10, grade: letter(avg) };
});

Object.keys(report).forEach(function (name) {
  console.log(name + ": " + report[name].avg + " (" + report[name].grade + ")");
});

let best = null;
let bestAvg = -1;
for (let name in report) {
  if (report[name].avg > bestAvg) {
    bestAvg = report[name].avg;
    best = name;
  }
}
console.log("Best student is " + best + " with " + bestAvg);

let names = students.map((s) => s.name);
if (names.indexOf("Raj") != -1) {
  console.log("Raj is at index " + names.indexOf("Raj"));
}
let passed = [];
for (let s of students) {
  if (average(s.scores) >= 70) passed.push(s.name);
}
console.log("Passed: " + passed.join(", "));
var count = 0;
for (var key in report) count++;
console.log("count", count, typeof report.Tom.avg);
