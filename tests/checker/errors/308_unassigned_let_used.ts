let name: string;
console.log(name);
