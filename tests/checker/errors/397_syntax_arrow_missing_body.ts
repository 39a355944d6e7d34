const f = (x: number) =>;
