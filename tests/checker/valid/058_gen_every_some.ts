const grades = [88, 92, 79];
const allPass = grades.every((g) => g >= 60);
const anyPerfect = grades.some((g) => g === 100);
console.log(allPass, anyPerfect);
