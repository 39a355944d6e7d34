// How each method treats holes: skipped, visited as undefined, or preserved.
const a = [1, , 3];
const visits: string[] = [];
a.forEach((v, i) => visits.push(`forEach ${i}`));
a.every((v, i) => { visits.push(`every ${i}`); return true; });
a.findIndex((v, i) => { visits.push(`findIndex ${i}`); return false; });
console.log(visits);
console.log(a.map((x) => x), a.filter(() => true), a.slice(), a.concat([, 4]), a.reverse(), a.flat(), a.toSorted(), a.includes(undefined), a.indexOf(undefined));
console.log(Object.keys(a), a.entries().next(), JSON.stringify(a), a.join("|"), a.toString());
