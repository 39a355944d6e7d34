let result: string;
if (Math.random() > 0.5) {
  result = "heads";
}
console.log(result.length);
