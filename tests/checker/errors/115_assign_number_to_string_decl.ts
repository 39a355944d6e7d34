const title: string = 42;
console.log(title);
