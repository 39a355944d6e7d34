let attempts: number = "1";
let lastError: string = 2;
console.log(attempts, lastError);
