// Sorting strings with embedded numbers: plain localeCompare vs numeric-aware manual key.
const files = ["file10.txt", "file2.txt", "File1.txt", "file1.txt", "file20.txt"];
console.log(files.slice().sort(), files.slice().sort((a, b) => a.localeCompare(b)));
const key = (s: string) => s.toLowerCase().replace(/\d+/g, (d) => d.padStart(5, "0"));
console.log(files.slice().sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
