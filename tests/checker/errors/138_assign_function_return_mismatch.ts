type Formatter = (n: number) => string;
const fmt: Formatter = (n) => n * 2;
