const squares: string[] = [1, 2, 3].map((n) => n * n);
