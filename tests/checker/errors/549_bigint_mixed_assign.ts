let counter: bigint = 0n;
counter = counter + 1;
