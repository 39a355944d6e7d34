const toPair = (k: string, v: number) => { key: k, value: v };
