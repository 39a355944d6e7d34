const origin: readonly [number, number] = [0, 0];
origin[0] = 1;
