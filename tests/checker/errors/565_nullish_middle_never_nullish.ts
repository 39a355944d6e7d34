declare const fromEnv: string | undefined;
declare const fromFile: string | undefined;
const region = fromEnv ?? "us-east-1" ?? fromFile;
console.log(region);
